/// How ``EvolutionCondition/summary(in:names:)`` words a condition in one language: the
/// trigger's phrase, the conditions that go with it, and the notes in parentheses.
struct EvolutionWords: Sendable {
  /// A requirement's phrase, given its value (a name, for ``namedRequirements``).
  typealias Phrase = @Sendable (String) -> String
  /// A trigger other than level-up, use-item and trade; it may take the requirements that
  /// belong to it (`used_move` for `use-move`). Nil leaves the trigger title-cased.
  typealias Trigger = @Sendable (String, inout [String: String], (String) -> String) -> String?

  var level: Phrase
  var levelUp: String
  var use: Phrase
  var anItem: String
  var trade: String
  var holding: Phrase
  var tradeFor: Phrase
  var friendship: String
  var affection: String
  var beauty: String
  var knowing: Phrase
  var knowingType: Phrase
  var at: Phrase
  /// `time_of_day` values in words: `night` → `noche`; one missing is shown as it is.
  var times: [String: String] = [:]
  var female: String
  var male: String
  /// The form that evolves this way, where it is not the species itself (`from_form`).
  var fromForm: Phrase
  /// The form it becomes, where the species has several (`to_form`).
  var intoForm: Phrase
  var otherTrigger: Trigger = { _, _, _ in nil }
  /// Phrases for the rarer requirements, by PokeAPI field name.
  var requirement: [String: Phrase] = [:]
  /// Whether the conditions come before the trigger's phrase, as in Japanese
  /// (`メタルコートを持たせて通信交換`), rather than after it (`Trade holding Metal Coat`).
  var conditionsFirst = false

  /// Requirements whose value is a slug to be named (a species, type, region or move).
  static let namedRequirements: Set<String> = [
    "party_species", "party_type", "region", "used_move",
  ]

  static func `in`(_ language: Language) -> EvolutionWords {
    switch language {
    case .english: english
    case .spanish: spanish
    case .french: french
    case .german: german
    case .japanese: japanese
    }
  }

  // English is worded as the summaries always were: its rarer requirements and triggers are
  // shown as PokeAPI names them.
  static let english = EvolutionWords(
    level: { "Level \($0)" }, levelUp: "Level up", use: { "Use \($0)" }, anItem: "an item",
    trade: "Trade", holding: { "holding \($0)" }, tradeFor: { "for \($0)" },
    friendship: "with high friendship", affection: "with high affection",
    beauty: "with high beauty", knowing: { "knowing \($0)" },
    knowingType: { "knowing a \($0) move" }, at: { "at \($0)" }, female: "(female)",
    male: "(male)", fromForm: { "from \($0)" }, intoForm: { "into \($0)" },
    requirement: ["region": { "in \($0)" }])

  static let spanish = EvolutionWords(
    level: { "Nivel \($0)" }, levelUp: "Subir de nivel", use: { "Usar \($0)" },
    anItem: "un objeto", trade: "Intercambio", holding: { "equipado con \($0)" },
    tradeFor: { "por \($0)" }, friendship: "con mucha amistad", affection: "con mucho afecto",
    beauty: "con mucha belleza", knowing: { "sabiendo \($0)" },
    knowingType: { "sabiendo un movimiento de tipo \($0)" }, at: { "en \($0)" },
    times: ["day": "día", "night": "noche", "dusk": "atardecer", "full-moon": "luna llena"],
    female: "(hembra)", male: "(macho)", fromForm: { "desde \($0)" },
    intoForm: { "en \($0)" },
    otherTrigger: { trigger, r, name in
      switch trigger {
      case "use-move", "agile-style-move", "strong-style-move":
        guard let move = r.removeValue(forKey: "used_move").map(name) else { return nil }
        let times = r.removeValue(forKey: "min_move_count").map { " \($0) veces" } ?? ""
        let style = [
          "agile-style-move": " (estilo rápido)", "strong-style-move": " (estilo fuerte)",
        ]
        return "Usar \(move)\(times)\(style[trigger] ?? "")"
      case "take-damage", "recoil-damage":
        let recoil = trigger == "recoil-damage" ? " por retroceso" : ""
        guard let damage = r.removeValue(forKey: "min_damage_taken") else {
          return "Recibir daño\(recoil)"
        }
        return "Recibir al menos \(damage) PS de daño\(recoil)"
      default:
        return [
          "shed": "Muda", "spin": "Girar", "tower-of-darkness": "Torre Oscura",
          "tower-of-waters": "Torre del Agua",
          "three-critical-hits": "Tres golpes críticos en un combate", "other": "Otro",
          "gimmighoul-coins": "Reunir 999 monedas de Gimmighoul",
          "three-defeated-bisharp": "Derrotar a 3 Bisharp líderes",
        ][trigger]
      }
    },
    requirement: [
      "min_level": { "desde el nivel \($0)" },
      "min_steps": { "tras caminar \($0) pasos" },
      "min_damage_taken": { "tras recibir al menos \($0) PS de daño" },
      "min_move_count": { "\($0) veces" },
      "used_move": { "tras usar \($0)" },
      "near_special_rock": { _ in "junto a una roca especial" },
      "needs_overworld_rain": { _ in "con lluvia" },
      "needs_multiplayer": { _ in "en multijugador" },
      "turn_upside_down": { _ in "con la consola boca abajo" },
      "region": { "en la región de \($0)" },
      "party_species": { "con \($0) en el equipo" },
      "party_type": { "con un Pokémon de tipo \($0) en el equipo" },
      "relative_physical_stats": {
        switch $0 {
        case "1": "con más Ataque que Defensa"
        case "-1": "con menos Ataque que Defensa"
        default: "con el mismo Ataque que Defensa"
        }
      },
    ])

  static let french = EvolutionWords(
    level: { "Niveau \($0)" }, levelUp: "Montée de niveau", use: { "Utiliser \($0)" },
    anItem: "un objet", trade: "Échange", holding: { "en tenant \($0)" },
    tradeFor: { "contre \($0)" }, friendship: "avec un bonheur élevé",
    affection: "avec une affection élevée", beauty: "avec une beauté élevée",
    knowing: { "en connaissant \($0)" },
    knowingType: { "en connaissant une capacité de type \($0)" }, at: { "à \($0)" },
    times: ["day": "jour", "night": "nuit", "dusk": "crépuscule", "full-moon": "pleine lune"],
    female: "(femelle)", male: "(mâle)", fromForm: { "depuis \($0)" },
    intoForm: { "en \($0)" },
    otherTrigger: { trigger, r, name in
      switch trigger {
      case "use-move", "agile-style-move", "strong-style-move":
        guard let move = r.removeValue(forKey: "used_move").map(name) else { return nil }
        let times = r.removeValue(forKey: "min_move_count").map { " \($0) fois" } ?? ""
        let style = [
          "agile-style-move": " (Style Rapide)", "strong-style-move": " (Style Puissant)",
        ]
        return "Utiliser \(move)\(times)\(style[trigger] ?? "")"
      case "take-damage":
        guard let damage = r.removeValue(forKey: "min_damage_taken") else {
          return "Subir des dégâts"
        }
        return "Subir au moins \(damage) PV de dégâts"
      case "recoil-damage":
        guard let damage = r.removeValue(forKey: "min_damage_taken") else {
          return "Subir des dégâts de recul"
        }
        return "Perdre au moins \(damage) PV en dégâts de recul"
      default:
        return [
          "shed": "Mue", "spin": "Tourner sur soi-même", "tower-of-darkness": "Tour des Ténèbres",
          "tower-of-waters": "Tour de l'Eau",
          "three-critical-hits": "Trois coups critiques en un combat", "other": "Autre",
          "gimmighoul-coins": "Réunir 999 pièces de Mordudor",
          "three-defeated-bisharp": "Vaincre 3 Scalproie meneurs",
        ][trigger]
      }
    },
    requirement: [
      "min_level": { "dès le niveau \($0)" },
      "min_steps": { "après \($0) pas" },
      "min_damage_taken": { "après avoir subi au moins \($0) PV de dégâts" },
      "min_move_count": { "\($0) fois" },
      "used_move": { "après avoir utilisé \($0)" },
      "near_special_rock": { _ in "près d'une roche spéciale" },
      "needs_overworld_rain": { _ in "sous la pluie" },
      "needs_multiplayer": { _ in "en multijoueur" },
      "turn_upside_down": { _ in "en retournant la console" },
      "region": { region in
        // `d'Alola`, `de Galar`.
        let elided = region.first.map { "AEIOUaeiou".contains($0) } ?? false
        return "dans la région \(elided ? "d'" : "de ")\(region)"
      },
      "party_species": { "avec \($0) dans l'équipe" },
      "party_type": { "avec un Pokémon de type \($0) dans l'équipe" },
      "relative_physical_stats": {
        switch $0 {
        case "1": "si Attaque > Défense"
        case "-1": "si Attaque < Défense"
        default: "si Attaque = Défense"
        }
      },
    ])

  static let german = EvolutionWords(
    level: { "Level \($0)" }, levelUp: "Levelaufstieg", use: { "\($0) verwenden" },
    anItem: "ein Item", trade: "Tausch", holding: { "mit dem Item \($0)" },
    tradeFor: { "gegen \($0)" }, friendship: "mit hoher Freundschaft",
    affection: "mit hoher Zuneigung", beauty: "mit hoher Schönheit",
    knowing: { "mit der Attacke \($0)" }, knowingType: { "mit einer Attacke vom Typ \($0)" },
    at: { "in \($0)" },
    times: ["day": "Tag", "night": "Nacht", "dusk": "Abenddämmerung", "full-moon": "Vollmond"],
    female: "(weiblich)", male: "(männlich)", fromForm: { "aus \($0)" },
    intoForm: { "zu \($0)" },
    otherTrigger: { trigger, r, name in
      switch trigger {
      case "use-move", "agile-style-move", "strong-style-move":
        guard let move = r.removeValue(forKey: "used_move").map(name) else { return nil }
        let times = r.removeValue(forKey: "min_move_count").map { " \($0)-mal" } ?? ""
        let style = ["agile-style-move": " (Tempo-Stil)", "strong-style-move": " (Kraft-Stil)"]
        return "\(move)\(times) einsetzen\(style[trigger] ?? "")"
      case "take-damage":
        guard let damage = r.removeValue(forKey: "min_damage_taken") else {
          return "Schaden erleiden"
        }
        return "Mindestens \(damage) KP Schaden erleiden"
      case "recoil-damage":
        guard let damage = r.removeValue(forKey: "min_damage_taken") else {
          return "Rückstoßschaden erleiden"
        }
        return "Mindestens \(damage) KP Rückstoßschaden erleiden"
      default:
        return [
          "shed": "Häutung", "spin": "Drehen", "tower-of-darkness": "Turm des Unlichts",
          "tower-of-waters": "Turm des Wassers",
          "three-critical-hits": "Drei Volltreffer in einem Kampf", "other": "Sonstiges",
          "gimmighoul-coins": "999 Gierspenst-Münzen sammeln",
          "three-defeated-bisharp": "3 anführende Caesurio besiegen",
        ][trigger]
      }
    },
    requirement: [
      "min_level": { "ab Level \($0)" },
      "min_steps": { "nach \($0) Schritten" },
      "min_damage_taken": { "nach mindestens \($0) KP Schaden" },
      "min_move_count": { "\($0)-mal" },
      "used_move": { "nach Einsatz von \($0)" },
      "near_special_rock": { _ in "nahe einem besonderen Felsen" },
      "needs_overworld_rain": { _ in "bei Regen" },
      "needs_multiplayer": { _ in "im Mehrspielermodus" },
      "turn_upside_down": { _ in "mit umgedrehter Konsole" },
      "region": { "in der Region \($0)" },
      "party_species": { "mit \($0) im Team" },
      "party_type": { "mit einem Pokémon vom Typ \($0) im Team" },
      "relative_physical_stats": {
        switch $0 {
        case "1": "bei Angriff > Verteidigung"
        case "-1": "bei Angriff < Verteidigung"
        default: "bei Angriff = Verteidigung"
        }
      },
    ])

  static let japanese = EvolutionWords(
    level: { "レベル\($0)" }, levelUp: "レベルアップ", use: { "\($0)を使う" }, anItem: "道具",
    trade: "通信交換", holding: { "\($0)を持たせて" }, tradeFor: { "\($0)と" },
    friendship: "なつき度が高い状態で", affection: "なかよし度が高い状態で",
    beauty: "うつくしさが高い状態で", knowing: { "\($0)を覚えた状態で" },
    knowingType: { "\($0)タイプの技を覚えた状態で" }, at: { "\($0)で" },
    times: ["day": "昼", "night": "夜", "dusk": "夕方", "full-moon": "満月"],
    female: "(メス)", male: "(オス)", fromForm: { "\($0)から" }, intoForm: { "\($0)に" },
    otherTrigger: { trigger, r, name in
      switch trigger {
      case "use-move", "agile-style-move", "strong-style-move":
        guard let move = r.removeValue(forKey: "used_move").map(name) else { return nil }
        let times = r.removeValue(forKey: "min_move_count").map { "\($0)回" } ?? ""
        let style = ["agile-style-move": "速業で", "strong-style-move": "力業で"]
        return "\(move)を\(style[trigger] ?? "")\(times)使う"
      case "take-damage", "recoil-damage":
        let recoil = trigger == "recoil-damage" ? "反動で" : ""
        guard let damage = r.removeValue(forKey: "min_damage_taken") else {
          return "\(recoil)ダメージを受ける"
        }
        return "\(recoil)\(damage)以上のダメージを受ける"
      default:
        return [
          "shed": "ぬけがら", "spin": "くるくる回る", "tower-of-darkness": "悪の塔",
          "tower-of-waters": "水の塔", "three-critical-hits": "1回のバトルで急所に3回当てる",
          "other": "その他", "gimmighoul-coins": "コレクレーのコインを999枚集める",
          "three-defeated-bisharp": "かしらのキリキザンを3匹倒す",
        ][trigger]
      }
    },
    requirement: [
      "min_level": { "レベル\($0)以上で" },
      "min_steps": { "\($0)歩歩いて" },
      "min_damage_taken": { "\($0)以上のダメージを受けて" },
      "min_move_count": { "\($0)回" },
      "used_move": { "\($0)を使って" },
      "near_special_rock": { _ in "特別な岩の近くで" },
      "needs_overworld_rain": { _ in "雨の中で" },
      "needs_multiplayer": { _ in "通信プレイ中に" },
      "turn_upside_down": { _ in "本体を逆さにして" },
      "region": { "\($0)地方で" },
      "party_species": { "手持ちに\($0)がいる状態で" },
      "party_type": { "手持ちに\($0)タイプがいる状態で" },
      "relative_physical_stats": {
        switch $0 {
        case "1": "こうげきがぼうぎょより高い状態で"
        case "-1": "こうげきがぼうぎょより低い状態で"
        default: "こうげきとぼうぎょが同じ状態で"
        }
      },
    ],
    conditionsFirst: true)
}
