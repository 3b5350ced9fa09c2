import PokedexCore

/// The calculator screen's words in the five languages: its rows, their values, and the KO
/// text. English keeps Showdown's own wording, which players read and paste.
enum CalcWords {
  /// Each row's label; `%@` is a stat's name.
  static let rows: [CalcFeature.Row: Hint] = [
    .attacker: pokemon,
    .move: Hint("Move", es: "Movimiento", fr: "Capacité", de: "Attacke", ja: "わざ"),
    .attackerLevel: level, .defenderLevel: level,
    .hits: Hint("Hits", es: "Golpes", fr: "Coups", de: "Treffer", ja: "回数"),
    .attackerEVs: evs, .defenderHP: evs, .defenderDef: evs, .defenderSpD: evs,
    .attackerNature: nature, .defenderNature: nature,
    .attackerItem: item, .defenderItem: item,
    .attackerAbility: ability, .defenderAbility: ability,
    .attackerBoost: stage, .defenderBoost: stage,
    .attackerTera: tera, .defenderTera: tera,
    .burned: Hint("Burned", es: "Quemado", fr: "Brûlé", de: "Verbrannt", ja: "やけど"),
    .defender: pokemon,
    .weather: Hint("Weather", es: "Clima", fr: "Météo", de: "Wetter", ja: "天気"),
    .terrain: Hint("Terrain", es: "Campo", fr: "Terrain", de: "Feld", ja: "フィールド"),
    .screen: Hint("Screen", es: "Barrera", fr: "Écran", de: "Schild", ja: "壁"),
    .critical: Hint(
      "Critical hit", es: "Golpe crítico", fr: "Coup critique", de: "Volltreffer", ja: "急所"),
    .stealthRock: Hint(
      "Stealth Rock", es: "Trampa Rocas", fr: "Piège de Roc", de: "Tarnsteine", ja: "ステルスロック"),
    .spikes: Hint("Spikes", es: "Púas", fr: "Picots", de: "Stachler", ja: "まきびし"),
    .leechSeed: Hint(
      "Leech Seed", es: "Drenadoras", fr: "Vampigraine", de: "Egelsamen", ja: "やどりぎのタネ"),
    .defenderStatus: Hint("Status", es: "Estado", fr: "Statut", de: "Status", ja: "状態"),
  ]
  static let pokemon = Hint("Pokémon", es: "Pokémon", fr: "Pokémon", de: "Pokémon", ja: "ポケモン")
  static let evs = Hint("%@ EVs", es: "EV de %@", fr: "EV en %@", de: "EVs %@", ja: "%@の努力値")
  static let nature = Hint("Nature", es: "Naturaleza", fr: "Nature", de: "Wesen", ja: "性格")
  static let item = Hint("Item", es: "Objeto", fr: "Objet", de: "Item", ja: "持ち物")
  static let ability = Hint("Ability", es: "Habilidad", fr: "Talent", de: "Fähigkeit", ja: "特性")
  static let stage = Hint(
    "%@ stage", es: "Cambios de %@", fr: "Modificateur (%@)", de: "Stufe (%@)",
    ja: "%@ランク")
  static let level = Hint("Level", es: "Nivel", fr: "Niveau", de: "Level", ja: "レベル")
  static let tera = Hint("Tera type", es: "Teratipo", fr: "Type Téra", de: "Tera-Typ", ja: "テラスタイプ")

  /// The headings over the attacker's rows, the defender's and the field's.
  static let attackerHeading = Hint(
    "Attacker", es: "Atacante", fr: "Attaquant", de: "Angreifer", ja: "攻撃側")
  static let defenderHeading = Hint(
    "Defender", es: "Defensor", fr: "Défenseur", de: "Verteidiger", ja: "防御側")
  static let fieldHeading = Hint(
    "Field", es: "Entorno", fr: "Environnement", de: "Kampffeld", ja: "場")

  static let yes = Hint("yes", es: "sí", fr: "oui", de: "ja", ja: "はい")
  static let no = Hint("no", es: "no", fr: "non", de: "nein", ja: "いいえ")
  static let stellar = Hint("Stellar", es: "Astral", fr: "Stellaire", de: "Stellar", ja: "ステラ")

  static let weathers: [DamageCalc.Weather: Hint] = [
    .sun: Hint("Sun", es: "Sol", fr: "Soleil", de: "Sonne", ja: "にほんばれ"),
    .rain: Hint("Rain", es: "Lluvia", fr: "Pluie", de: "Regen", ja: "あめ"),
    .sand: Hint("Sand", es: "Arena", fr: "Sable", de: "Sand", ja: "すなあらし"),
    .snow: Hint("Snow", es: "Nieve", fr: "Neige", de: "Schnee", ja: "ゆき"),
    .hail: Hint("Hail", es: "Granizo", fr: "Grêle", de: "Hagel", ja: "あられ"),
  ]
  static let terrains: [DamageCalc.Terrain: Hint] = [
    .electric: Hint("Electric", es: "Eléctrico", fr: "Électrique", de: "Elektro", ja: "エレキ"),
    .grassy: Hint("Grassy", es: "de Hierba", fr: "Herbu", de: "Gras", ja: "グラス"),
    .psychic: Hint("Psychic", es: "Psíquico", fr: "Psychique", de: "Psycho", ja: "サイコ"),
    .misty: Hint("Misty", es: "de Niebla", fr: "Brumeux", de: "Nebel", ja: "ミスト"),
  ]
  static let reflect = Hint(
    "Reflect", es: "Reflejo", fr: "Protection", de: "Reflektor", ja: "リフレクター")
  static let lightScreen = Hint(
    "Light Screen", es: "Pantalla de Luz", fr: "Mur Lumière", de: "Lichtschild", ja: "ひかりのかべ")
  static let auroraVeil = Hint(
    "Aurora Veil", es: "Velo Aurora", fr: "Voile Aurore", de: "Auroraschleier", ja: "オーロラベール")
  static let statuses: [DamageCalc.Field.Status: Hint] = [
    .poison: Hint("Poisoned", es: "Envenenado", fr: "Empoisonné", de: "Vergiftet", ja: "どく"),
    .toxic: Hint(
      "Badly poisoned", es: "Gravemente envenenado", fr: "Gravement empoisonné",
      de: "Schwer vergiftet", ja: "もうどく"),
    .burn: Hint("Burned", es: "Quemado", fr: "Brûlé", de: "Verbrannt", ja: "やけど"),
  ]

  static let damage = Hint("Damage", es: "Daño", fr: "Dégâts", de: "Schaden", ja: "ダメージ")
  static let rolls = Hint("Rolls", es: "Tiradas", fr: "Jets", de: "Würfe", ja: "乱数")
  static let hits = Hint("%@ hits", es: "%@ golpes", fr: "%@ coups", de: "%@ Treffer", ja: "%@回")
  static let statusMove = Hint(
    "%@ is a status move: it does no damage.",
    es: "%@ es un movimiento de estado: no hace daño.",
    fr: "%@ est une capacité de statut : elle n'inflige aucun dégât.",
    de: "%@ ist eine Status-Attacke: Sie richtet keinen Schaden an.",
    ja: "%@は変化技：ダメージを与えない。")
  static let noMove = Hint(
    "No move yet: Enter on the Move row to type one.",
    es: "Aún sin movimiento: Enter en Movimiento para escribir uno.",
    fr: "Aucune capacité : Entrée sur Capacité pour en taper une.",
    de: "Noch keine Attacke: Enter bei Attacke, um eine einzutippen.",
    ja: "わざがない：わざの行で Enter を押して入力。")
  static let noPokemon = Hint(
    "Enter on a Pokémon row types a name.",
    es: "Enter en una fila de Pokémon para escribir un nombre.",
    fr: "Entrée sur une ligne Pokémon pour taper un nom.",
    de: "Enter bei einer Pokémon-Zeile, um einen Namen einzutippen.",
    ja: "ポケモンの行で Enter を押して名前を入力。")
  static let noMatch = Hint(
    "Nothing matches yet.", es: "Aún no hay coincidencias.", fr: "Aucune correspondance.",
    de: "Noch kein Treffer.", ja: "一致なし。")

  // MARK: The KO text

  static let guaranteedOne = Hint(
    "guaranteed OHKO", es: "KO seguro de un golpe", fr: "KO assuré en un coup",
    de: "sicherer K.O. mit einem Treffer", ja: "確定1発")
  static let guaranteed = Hint(
    "guaranteed {n}HKO", es: "KO seguro en {n} golpes", fr: "KO assuré en {n} coups",
    de: "sicherer K.O. mit {n} Treffern", ja: "確定{n}発")
  static let chanceOne = Hint(
    "{p}% chance to OHKO", es: "{p} % de probabilidad de KO de un golpe",
    fr: "{p} % de chances de KO en un coup", de: "{p} % Chance auf K.O. mit einem Treffer",
    ja: "乱数1発（{p}%）")
  static let chance = Hint(
    "{p}% chance to {n}HKO", es: "{p} % de probabilidad de KO en {n} golpes",
    fr: "{p} % de chances de KO en {n} coups", de: "{p} % Chance auf K.O. mit {n} Treffern",
    ja: "乱数{n}発（{p}%）")
  static let possible = Hint(
    "possible {n}HKO", es: "posible KO en {n} golpes", fr: "KO possible en {n} coups",
    de: "möglicher K.O. mit {n} Treffern", ja: "乱数{n}発の可能性")
  static let noEffect = Hint(
    "possibly the worst move ever", es: "no le afecta", fr: "aucun effet", de: "keine Wirkung",
    ja: "効果なし")
  static let after = Hint(
    "after {x}", es: "tras {x}", fr: "après {x}", de: "nach {x}", ja: "（{x}込み）")
  static let and = Hint(" and ", es: " y ", fr: " et ", de: " und ", ja: "・")

  /// What a KO text counts, by Showdown's words for it.
  static let effects: [String: Hint] = [
    "Stealth Rock": rows[.stealthRock]!,
    "1 layer of Spikes": Hint(
      "1 layer of Spikes", es: "1 capa de Púas", fr: "1 couche de Picots", de: "1 Lage Stachler",
      ja: "まきびし1層"),
    "2 layers of Spikes": Hint(
      "2 layers of Spikes", es: "2 capas de Púas", fr: "2 couches de Picots",
      de: "2 Lagen Stachler", ja: "まきびし2層"),
    "3 layers of Spikes": Hint(
      "3 layers of Spikes", es: "3 capas de Púas", fr: "3 couches de Picots",
      de: "3 Lagen Stachler", ja: "まきびし3層"),
    "sandstorm damage": Hint(
      "sandstorm damage", es: "daño de la tormenta de arena", fr: "dégâts de la tempête de sable",
      de: "Sandsturm-Schaden", ja: "すなあらしのダメージ"),
    "Leftovers recovery": Hint(
      "Leftovers recovery", es: "recuperación por Restos", fr: "soin des Restes",
      de: "Heilung durch Überreste", ja: "たべのこしの回復"),
    "Black Sludge recovery": Hint(
      "Black Sludge recovery", es: "recuperación por Lodo Negro", fr: "soin de la Boue Noire",
      de: "Heilung durch Giftschleim", ja: "くろいヘドロの回復"),
    "Black Sludge damage": Hint(
      "Black Sludge damage", es: "daño por Lodo Negro", fr: "dégâts de la Boue Noire",
      de: "Schaden durch Giftschleim", ja: "くろいヘドロのダメージ"),
    "Leech Seed damage": Hint(
      "Leech Seed damage", es: "daño de Drenadoras", fr: "dégâts de Vampigraine",
      de: "Schaden durch Egelsamen", ja: "やどりぎのタネのダメージ"),
    "poison damage": Hint(
      "poison damage", es: "daño por veneno", fr: "dégâts du poison", de: "Giftschaden",
      ja: "どくのダメージ"),
    "toxic damage": Hint(
      "toxic damage", es: "daño por veneno grave", fr: "dégâts du poison grave",
      de: "Schaden durch schwere Vergiftung", ja: "もうどくのダメージ"),
    "hail damage": Hint(
      "hail damage", es: "daño por granizo", fr: "dégâts de la grêle", de: "Hagelschaden",
      ja: "あられのダメージ"),
    "Ice Body recovery": Hint(
      "Ice Body recovery", es: "recuperación por Gélido", fr: "soin de Corps Gel",
      de: "Heilung durch Eishaut", ja: "アイスボディの回復"),
    "Rain Dish recovery": Hint(
      "Rain Dish recovery", es: "recuperación por Cura Lluvia", fr: "soin de Cuvette",
      de: "Heilung durch Regengenuss", ja: "あめうけざらの回復"),
    "Dry Skin recovery": Hint(
      "Dry Skin recovery", es: "recuperación por Piel Seca", fr: "soin de Peau Sèche",
      de: "Heilung durch Trockenheit", ja: "かんそうはだの回復"),
    "Dry Skin damage": Hint(
      "Dry Skin damage", es: "daño por Piel Seca", fr: "dégâts de Peau Sèche",
      de: "Schaden durch Trockenheit", ja: "かんそうはだのダメージ"),
    "Solar Power damage": Hint(
      "Solar Power damage", es: "daño por Poder Solar", fr: "dégâts de Force Soleil",
      de: "Schaden durch Solarkraft", ja: "サンパワーのダメージ"),
    "Grassy Terrain recovery": Hint(
      "Grassy Terrain recovery", es: "recuperación por Campo de Hierba",
      fr: "soin du Champ Herbu", de: "Heilung durch Grasfeld", ja: "グラスフィールドの回復"),
    "reduced burn damage": Hint(
      "reduced burn damage", es: "daño reducido por quemadura", fr: "dégâts de brûlure réduits",
      de: "verringerter Verbrennungsschaden", ja: "軽減されたやけどのダメージ"),
    "Poison Heal": Hint(
      "Poison Heal", es: "Antídoto", fr: "Soin Poison", de: "Aufheber", ja: "ポイズンヒール"),
    "burn damage": Hint(
      "burn damage", es: "daño por quemadura", fr: "dégâts de la brûlure",
      de: "Verbrennungsschaden", ja: "やけどのダメージ"),
  ]

  static let approximately = Hint("approx. ", es: "aprox. ", fr: "env. ", de: "ca. ", ja: "約")

  /// `result`'s KO text in `language`: Showdown's own in English.
  static func koText(_ result: DamageResult, in language: Language) -> String {
    if language == .english { return result.koText }
    guard result.range.upperBound > 0 else { return noEffect.text(in: language) }
    guard let ko = result.ko else { return "" }
    let one = ko.uses == 1
    let qualifier = ko.approximate ? approximately.text(in: language) : ""
    func phrase(_ kind: DamageResult.KO.Kind, _ effects: [String]) -> String {
      let template: Hint =
        switch kind {
        case .guaranteed: one ? guaranteedOne : guaranteed
        case .chance: one ? chanceOne : chance
        case .possible: possible
        }
      var text = template.text(in: language).replacingOccurrences(of: "{n}", with: "\(ko.uses)")
      if case .chance(let permille) = kind {
        text = text.replacingOccurrences(
          of: "{p}", with: number(result.tenths(permille), language))
      }
      if case .guaranteed = kind {} else { text = qualifier + text }
      guard !effects.isEmpty else { return text }
      let names = effects.map { self.effects[$0]?.text(in: language) ?? $0 }
      let list =
        names.count == 1
        ? names[0]
        : names.dropLast().joined(separator: ", ") + and.text(in: language) + names.last!
      let counted = after.text(in: language).replacingOccurrences(of: "{x}", with: list)
      return language == .japanese ? text + counted : text + " " + counted
    }
    var text = phrase(ko.kind, ko.after)
    if let more = ko.withEndOfTurn { text += " (" + phrase(more.kind, more.after) + ")" }
    return text
  }

  /// A number as `language` writes it: a decimal comma in Spanish, French and German.
  static func number(_ text: String, _ language: Language) -> String {
    [.spanish, .french, .german].contains(language)
      ? text.replacingOccurrences(of: ".", with: ",") : text
  }
}
