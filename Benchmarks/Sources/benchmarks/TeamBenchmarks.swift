import Foundation
import PokedexCore

/// Issue #40: a Showdown paste read and its names looked up against the embedded data, as
/// `team import` does (floors: a 6-member paste 5 ms, a backup of 50 teams 100 ms).
func teamBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  var figures: [Figure] = []
  figures += try await benchmark("team.import", include) {
    let client = PokemonClient.local(
      Pokedex.embedded, reference: PokedexReference.embedded, moves: PokedexMoves.embedded)
    // Load what the lookups read once, as a running app has by the time it imports.
    _ = try await ShowdownPaste.importTeam(teamPaste, in: client)
    let backup = (1...50).map { "=== [gen9ou] Team \($0) ===\n\n\(teamPaste)" }
      .joined(separator: "\n")
    var members = 0
    let six = try await measureAsync(budget, iterations: budget.iterations(50)) { n in
      for _ in 0..<n {
        members = try await ShowdownPaste.importTeam(teamPaste, in: client).get().members.count
      }
    }
    try expect(members == 6, "imported \(members) members, expected 6")
    var total = 0
    let fifty = try await measureAsync(budget, iterations: budget.iterations(5)) { n in
      for _ in 0..<n {
        let teams = try ShowdownPaste.parseTeams(backup).get()
        total = try await ShowdownPaste.members(of: teams, in: client).get()
          .reduce(0) { $0 + $1.members.count }
      }
    }
    try expect(total == 300, "imported \(total) members from the backup, expected 300")
    return [
      Figure(
        "team.import", "a 6-member paste (floor 5 ms)", unit: "ms",
        samples: six.map { $0 / 1e6 }),
      Figure(
        "team.import", "a backup of 50 teams (floor 100 ms)", unit: "ms",
        samples: fifty.map { $0 / 1e6 }),
    ]
  }
  return figures
}

/// Six sets with every field, of our own making.
let teamPaste = """
  Chompy (Garchomp) (M) @ Choice Scarf
  Ability: Rough Skin
  Tera Type: Steel
  EVs: 252 Atk / 4 SpD / 252 Spe
  Jolly Nature
  - Earthquake
  - Outrage
  - Stone Edge
  - Fire Fang

  Rotom-Wash @ Leftovers
  Ability: Levitate
  EVs: 248 HP / 252 Def / 8 SpD
  Bold Nature
  IVs: 0 Atk
  - Hydro Pump
  - Volt Switch
  - Will-O-Wisp
  - Pain Split

  Ogerpon-Hearthflame @ Hearthflame Mask
  Ability: Mold Breaker
  Tera Type: Fire
  EVs: 252 Atk / 4 SpD / 252 Spe
  Jolly Nature
  - Ivy Cudgel
  - Horn Leech
  - Knock Off
  - Swords Dance

  Indeedee-F @ Psychic Seed
  Ability: Psychic Surge
  Level: 50
  - Follow Me
  - Helping Hand
  - Protect
  - Psychic

  Gengar @ Focus Sash
  Ability: Cursed Body
  Shiny: Yes
  - Shadow Ball
  - Sludge Bomb
  - Thunderbolt
  - Destiny Bond

  Tauros-Paldea-Combat @ Sitrus Berry
  Ability: Intimidate
  - Close Combat
  - Raging Bull
  - Protect
  - Bulk Up
  """
