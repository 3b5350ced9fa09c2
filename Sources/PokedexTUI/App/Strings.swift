import Loop
import PokedexCore
import TerminalUI

/// The interface's words in one language.
struct Strings: Sendable {
  var list: String
  var search: String
  var favorites: String
  var loading: String
  var loadingMore: String
  var pressRToRetry: String
  var noFavorites: String
  var typeToSearch: String
  var noResults: String
  var searching: String
  var types: String
  var generation: String
  var filters: String
  var baseStats: String
  var total: String
  var height: String
  var weight: String
  var abilities: String
  var hidden: String
  var evolution: String
  var matchups: String
  var weakTo: String
  var resists: String
  var immuneTo: String
  var none: String
  var help: String
  var shiny: String
  /// Where the Pokédex entry would be, when it could not load.
  var entryFailed: String
  /// Under the sprite's stand-in, when the sprite could not load.
  var spriteFailed: String
  var tooSmall: @Sendable (Int, Int) -> String
  /// The same, in as few words as will do, for a terminal too small for the sentence.
  var tooSmallShort: @Sendable (Int, Int) -> String
  /// The status line's note of the list's order: `by Speed ↓`.
  var sortedBy: @Sendable (String) -> String
  /// Each sort key's name on the status line, in ``SortOrder/Key/allCases`` order.
  var sortKeyNames: [String]
  /// The six base stats' labels on a detail, in the games' order: HP, Attack, Defense,
  /// Sp. Atk, Sp. Def, Speed.
  var statNames: [String]
  /// The status line once a recording had to stop, with the reason: `recording stopped: …`.
  var recordingStopped: @Sendable (String) -> String
  /// The status line during a replay, with how far it is: `replay 3/40 ×2, any key stops`.
  var replaying: @Sendable (String) -> String
  /// The status line when a replay has played every action.
  var replayDone: String
  /// Type names as the games print them in this language, where they differ from English.
  var typeNames: [PokemonType: String] = [:]
  /// The Pokédex's own English texts (an alert's title and buttons) in this language.
  var translations: [String: String] = [:]

  /// A name the data gives by language code: the one in `language`; where the data has none
  /// in it, or only the English words (PokeAPI's German "Level up"), its English one
  /// translated here (else as it is, else `slug` title-cased).
  func name(from names: [String: String], slug: String, in language: Language) -> String {
    let english = names[Language.english.rawValue]
    if let own = names[language.rawValue], own != english || translations[own] == nil {
      return own
    }
    return translated(english ?? titleCased(slug))
  }

  /// Ability `slug`'s name in `language` from `names` (slug, then language code), else
  /// English, else the slug title-cased; `(hidden)` after a hidden one.
  func ability(
    _ ability: Ability, from names: [String: [String: String]], in language: Language
  ) -> String {
    self.ability(
      ability, named: name(from: names[ability.name] ?? [:], slug: ability.name, in: language))
  }

  /// `name`, with `(hidden)` after it when `ability` is the hidden one.
  func ability(_ ability: Ability, named name: String) -> String {
    ability.isHidden ? "\(name) (\(hidden))" : name
  }

  /// `template` in this language with each `%@` replaced by the next of `values`, in order.
  func filled(_ template: String, _ values: String...) -> String {
    filled(template, values: values)
  }

  /// ``filled(_:_:)`` with the values as an array.
  func filled(_ template: String, values: [String]) -> String {
    PokedexCore.filled(translated(template), values)
  }

  /// A move's target (PokeAPI's slug) in this language.
  func target(_ slug: String) -> String {
    translated(Self.targetNames[slug] ?? titleCased(slug))
  }

  /// The move targets' English names, by PokeAPI's slug.
  static let targetNames = [
    "specific-move": "Depends on the move", "selected-pokemon-me-first": "One chosen Pokémon",
    "ally": "An ally", "users-field": "The user's side", "user-or-ally": "The user or an ally",
    "opponents-field": "The opponents' side", "user": "The user",
    "random-opponent": "A random opponent", "all-other-pokemon": "All other Pokémon",
    "selected-pokemon": "One chosen Pokémon", "all-opponents": "All opponents",
    "entire-field": "The entire field", "user-and-allies": "The user and its allies",
    "all-pokemon": "All Pokémon", "all-allies": "All allies", "fainting-pokemon": "A fainted ally",
  ]

  /// A status a move causes (PokeAPI's ailment slug) in this language.
  func ailment(_ slug: String) -> String {
    translated(Self.ailmentNames[slug] ?? titleCased(slug))
  }

  /// The statuses' English names, by PokeAPI's ailment slug.
  static let ailmentNames = [
    "paralysis": "Paralysis", "burn": "Burn", "confusion": "Confusion", "poison": "Poison",
    "trap": "Trapped", "sleep": "Sleep", "freeze": "Freeze",
    "no-type-immunity": "Loses its type's immunities", "leech-seed": "Leech Seed",
    "silence": "Silenced", "infatuation": "Infatuation", "embargo": "Embargo",
    "perish-song": "Perish Song", "nightmare": "Nightmare", "ingrain": "Ingrain",
    "yawn": "Drowsiness", "heal-block": "Heal Block", "tar-shot": "Tar Shot",
    "torment": "Torment", "disable": "Disable",
  ]

  /// A stat a move changes (PokeAPI's slug) as the detail screen names it; accuracy and
  /// evasion, which it does not show, by their own names.
  func stat(_ slug: String) -> String {
    let order = ["hp", "attack", "defense", "special-attack", "special-defense", "speed"]
    if let index = order.firstIndex(of: slug) { return statNames[index] }
    return translated(slug == "evasion" ? "Evasion" : slug == "accuracy" ? "Accuracy" : slug)
  }

  /// `english` in this language, or as it is when there is no translation.
  func translated(_ english: String) -> String { translations[english] ?? english }

  /// How the team feature names new teams and copies in this language.
  var teamNaming: TeamFeature.State.Naming {
    TeamFeature.State.Naming(team: translated("Team %@"), copy: translated("%@ (copy)"))
  }

  /// A query's problem (``PokemonQuery/Problem``'s English description, `"type:fier":
  /// expected a type like fire`) in this language: the term as typed, what was expected
  /// translated. Anything else is kept as it came.
  func queryProblem(_ english: String) -> String {
    guard english.hasPrefix("\""),
      let split = english.range(of: "\": expected ", options: .backwards)
    else { return english }
    let term = String(english[english.index(after: english.startIndex)..<split.lowerBound])
    var expected = String(english[split.upperBound...])
    // A suggestion after it (`(did you mean learns:thunderbolt?)`) is said in this language.
    var suggestion = ""
    if expected.hasSuffix("?)"), let open = expected.range(of: " (did you mean ") {
      let meant = expected[open.upperBound..<expected.index(expected.endIndex, offsetBy: -2)]
      suggestion = filled(" (did you mean %@?)", String(meant))
      expected = String(expected[..<open.lowerBound])
    }
    var shown = translated(expected)
    for (head, tail, template) in [
      ("a term after the ", ", like -is:legendary", "a term after the %@, like -is:legendary"),
      ("a value after ", "", "a value after %@"),
      ("one place, by its slug: ", "", "one place, by its slug: %@"),
    ] where expected.hasPrefix(head) && expected.hasSuffix(tail) {
      shown = filled(template, String(expected.dropFirst(head.count).dropLast(tail.count)))
    }
    return filled("\"%@\": expected %@", term, shown) + suggestion
  }

  /// The messages the Pokédex's features write in English ("Couldn't load the moves: …"), with
  /// their known opening in this language, and the reason after it too when it is one of
  /// PokeAPI's (``PokeAPIError/said(describedAs:)``); any other reason (the system's) is kept
  /// as it came.
  func message(_ english: String) -> String {
    if let whole = translations[english] { return whole }
    let openings = [
      "Couldn't load Pokémon #", "Couldn't load Pokémon:", "Couldn't load the evolution chain:",
      "Couldn't load the type chart:", "Couldn't load the record:", "Couldn't load the ability:",
      "Couldn't load the moves:", "Couldn't load your favourites:", "Couldn't talk to PokeAPI:",
      "There is no Pokémon #", "Couldn't load the move:", "Couldn't search the moves:",
      "Couldn't import:", "Couldn't export the team:", "Couldn't load the team:",
      "Couldn't load the calculator:", "Couldn't load the item:", "Couldn't search the items:",
      "Couldn't load where it is found:", "Search failed:",
    ]
    // PokeAPI's failures are read back from their English words and said in this language
    // (they name no Pokémon, so the language of names does not matter).
    func reason(_ text: Substring) -> String {
      let trimmed = text.drop { $0 == " " }
      guard let said = PokeAPIError.said(describedAs: String(trimmed)) else { return String(text) }
      return text.prefix(text.count - trimmed.count) + said.text(in: .english, translated)
    }
    for opening in openings where english.hasPrefix(opening) {
      guard let translated = translations[opening] else { return english }
      var rest = english.dropFirst(opening.count)
      // An opening that ends in a number sign (`Couldn't load Pokémon #25: …`): the number and
      // its colon are kept, the reason after them read.
      var number = Substring("")
      if opening.hasSuffix("#"), let colon = rest.firstIndex(of: ":") {
        number = rest[...colon]
        rest = rest[rest.index(after: colon)...]
      }
      return translated + number + reason(rest)
    }
    return reason(Substring(english))
  }

  /// A saved file's problem (Loop's ``PersistenceProblem``) in this language: the file, and
  /// the system's reason as it came.
  func said(_ problem: PersistenceProblem) -> String {
    let (path, reason) = (problem.path, problem.reason)
    return switch problem.kind {
    case .unreadable:
      filled(
        "%@ cannot be read (%@); it is kept as it is and nothing is saved over it until it can "
          + "be read.", path, reason)
    case .movedAside(let aside):
      filled(
        "%@ could not be read (%@); it was moved to %@ and a fresh one was started.", path,
        reason, aside)
    case .notMovedAside(let why):
      filled(
        "%@ could not be read (%@) and could not be moved aside (%@); nothing is saved over it "
          + "until it is fixed or removed.", path, reason, why)
    case .folderNotMade: filled("Could not save %@: its folder cannot be made (%@).", path, reason)
    case .notLocked(let lockFile):
      filled(
        "Could not save %@: its lock file %@ cannot be made or locked (%@), so another copy of "
          + "the app could save at the same time; the file was left as it was.", path, lockFile,
        reason)
    case .notEncoded:
      filled("Could not save %@: the value cannot be written as JSON (%@).", path, reason)
    case .notWritten: filled("Could not save %@: %@; the file was left as it was.", path, reason)
    }
  }

  /// A flavour (PokeAPI's `berry-flavor` slug: `spicy`) in this language.
  func flavor(_ slug: String) -> String { translated(titleCased(slug)) }

  /// The natures as a table in this language: a heading, then each nature's name, the stats
  /// it raises and lowers, the flavours it likes and dislikes (`—` for none).
  func naturesTable(_ natures: [PokedexSets.Nature], in language: Language) -> [[String]] {
    let heading = ["Nature", "Raises", "Lowers", "Likes", "Dislikes"].map(translated)
    func stat(_ index: Int?) -> String { index.map { statNames[$0] } ?? "—" }
    func taste(_ slug: String?) -> String { slug.map(flavor) ?? "—" }
    return [heading]
      + natures.map { nature in
        [
          name(from: nature.names, slug: nature.slug, in: language), stat(nature.raised),
          stat(nature.lowered), taste(nature.likes), taste(nature.hates),
        ]
      }
  }

  /// A type's name in this language: `Fire`, `Fuego`.
  func name(of type: PokemonType) -> String { typeNames[type] ?? type.displayName }

  /// How the status line names `order`: `by Speed ↓`, `by Name ↑`.
  func describe(_ order: SortOrder) -> String {
    let index = SortOrder.Key.allCases.firstIndex(of: order.key)!
    return sortedBy(sortKeyNames[index]) + (order.descending ? " ↓" : " ↑")
  }

  /// A type's badge: its name in capitals with a space either side, ` FIRE `, ` FUEGO `.
  func badge(of type: PokemonType) -> String { " \(name(of: type).uppercased()) " }

  /// The interface's words in `language`.
  static func forLanguage(_ language: Language) -> Strings {
    switch language {
    case .english: .english
    case .spanish: .spanish
    case .french: .french
    case .german: .german
    case .japanese: .japanese
    }
  }

  static let english = Strings(
    list: "Pokédex", search: "Search", favorites: "Favourites", loading: "Loading…",
    loadingMore: "Loading more…", pressRToRetry: "press r to retry",
    noFavorites: "No favourites yet: press f on a Pokémon to add it.",
    typeToSearch: "Type a name or a number.", noResults: "No Pokémon match.",
    searching: "Searching…", types: "Types", generation: "Gen", filters: "Filters",
    baseStats: "Base stats", total: "Total", height: "Height", weight: "Weight",
    abilities: "Abilities", hidden: "hidden", evolution: "Evolution", matchups: "Matchups",
    weakTo: "Weak to", resists: "Resists", immuneTo: "Immune to", none: "none", help: "Help",
    shiny: "shiny",
    entryFailed: "Couldn't load the Pokédex entry (r retries)",
    spriteFailed: "Couldn't load the sprite (r retries)",
    tooSmall: { "terminal too small (need \($0)×\($1))" },
    tooSmallShort: { "\($0)×\($1) needed" },
    sortedBy: { "by \($0)" },
    sortKeyNames: [
      "No.", "Name", "HP", "Attack", "Defense", "Sp. Atk", "Sp. Def", "Speed", "Total",
    ],
    statNames: ["HP", "Attack", "Defense", "Sp. Atk", "Sp. Def", "Speed"],
    recordingStopped: { "recording stopped: \($0)" },
    replaying: { "replay \($0), any key stops" },
    replayDone: "replay done, any key quits",
    // The ways of meeting a Pokémon PokeAPI names in no language, shown by their slugs
    // title-cased until named here.
    translations: [
      "Island Scan": "Island Scan", "Sos": "SOS battle (a Pokémon calls for help)",
      "Npc Trade": "Traded by someone in the game",
      "Sos From Bubbling Spot": "SOS battle from a bubbling spot",
    ])

  static let spanish = Strings(
    list: "Pokédex", search: "Buscar", favorites: "Favoritos", loading: "Cargando…",
    loadingMore: "Cargando más…", pressRToRetry: "pulsa r para reintentar",
    noFavorites: "Aún no hay favoritos: pulsa f en un Pokémon para añadirlo.",
    typeToSearch: "Escribe un nombre o un número.", noResults: "Ningún Pokémon coincide.",
    searching: "Buscando…", types: "Tipos", generation: "Gen", filters: "Filtros",
    baseStats: "Estadísticas base", total: "Total", height: "Altura", weight: "Peso",
    abilities: "Habilidades", hidden: "oculta", evolution: "Evolución", matchups: "Debilidades",
    weakTo: "Débil a", resists: "Resiste", immuneTo: "Inmune a", none: "ninguno", help: "Ayuda",
    shiny: "variocolor",
    entryFailed: "No se pudo cargar la entrada de la Pokédex (r reintenta)",
    spriteFailed: "No se pudo cargar el sprite (r reintenta)",
    tooSmall: { "terminal demasiado pequeño (necesita \($0)×\($1))" },
    tooSmallShort: { "mínimo \($0)×\($1)" },
    sortedBy: { "por \($0)" },
    sortKeyNames: [
      "Nº", "Nombre", "PS", "Ataque", "Defensa", "At. Esp.", "Def. Esp.", "Velocidad", "Total",
    ],
    statNames: ["PS", "Ataque", "Defensa", "At. Esp.", "Def. Esp.", "Velocidad"],
    recordingStopped: { "grabación detenida: \($0)" },
    replaying: { "reproducción \($0), cualquier tecla la detiene" },
    replayDone: "reproducción terminada, cualquier tecla sale",
    typeNames: [
      .normal: "Normal", .fighting: "Lucha", .flying: "Volador", .poison: "Veneno",
      .ground: "Tierra", .rock: "Roca", .bug: "Bicho", .ghost: "Fantasma", .steel: "Acero",
      .fire: "Fuego", .water: "Agua", .grass: "Planta", .electric: "Eléctrico",
      .psychic: "Psíquico", .ice: "Hielo", .dragon: "Dragón", .dark: "Siniestro", .fairy: "Hada",
    ],
    translations: [
      "The entry of %@: PokeAPI has none for this form":
        "La entrada de %@: PokeAPI no tiene ninguna para esta forma",
      // A move's side effects and the statuses it causes (MovesText.metaLine).
      "Effect chance": "Prob. de efecto",
      "Condition": "Problema de estado",
      "Critical hits": "Golpes críticos",
      "Drains": "Absorbe",
      "Recoil": "Retroceso",
      "Heals": "Cura",
      "Flinch": "Retroceder",
      "Stats": "Características",
      "Hits": "Golpes",
      "Turns": "Turnos",
      "Evasion": "Evasión",
      "Type": "Tipo",
      "Before %@": "Antes de %@",
      "Paralysis": "Parálisis",
      "Burn": "Quemadura",
      "Confusion": "Confusión",
      "Poison": "Envenenamiento",
      "Trapped": "Atrapado",
      "Sleep": "Sueño",
      "Freeze": "Congelación",
      "Loses its type's immunities": "Pierde las inmunidades de su tipo",
      "Leech Seed": "Drenadoras",
      "Silenced": "Silenciado",
      "Infatuation": "Enamoramiento",
      "Embargo": "Embargo",
      "Perish Song": "Canto Mortal",
      "Nightmare": "Pesadilla",
      "Ingrain": "Arraigo",
      "Drowsiness": "Somnolencia",
      "Heal Block": "Anticura",
      "Tar Shot": "Alquitranazo",
      "Torment": "Tormento",
      "Disable": "Anulación",
      "Couldn't load Pokémon #": "No se pudo cargar el Pokémon nº ",
      "Couldn't load Pokémon:": "No se pudo cargar el Pokémon:",
      "Couldn't load the evolution chain:": "No se pudo cargar la cadena evolutiva:",
      "Couldn't load the type chart:": "No se pudo cargar la tabla de tipos:",
      "Couldn't load the record:": "No se pudo cargar la ficha:",
      "Couldn't load the ability:": "No se pudo cargar la habilidad:",
      "Couldn't load the moves:": "No se pudieron cargar los movimientos:",
      "Moves": "Movimientos",
      "No move matches.": "Ningún movimiento coincide.",
      "Couldn't load the move:": "No se pudo cargar el movimiento:",
      "Couldn't search the moves:": "No se pudieron buscar los movimientos:",
      "No Pokémon learns it.": "Ningún Pokémon lo aprende.",
      "Category": "Categoría",
      "Team": "Equipo",
      "No team yet: press a on a Pokémon to add it (I imports team.txt).":
        "Aún no hay equipo: pulsa a en un Pokémon para añadirlo (I importa team.txt).",
      "Gaps": "Huecos",
      "Defence": "Defensa",
      "or": "o",
      "\"%@\" could be more than one Pokémon: did you mean %@?":
        "«%@» puede ser más de un Pokémon: ¿quisiste decir %@?",
      "no move is called \"%@\": did you mean %@?":
        "ningún movimiento se llama «%@»: ¿quisiste decir %@?",
      "no ability is called \"%@\": did you mean %@?":
        "ninguna habilidad se llama «%@»: ¿quisiste decir %@?",
      "\"%@\" could be more than one move or ability: did you mean %@?":
        "«%@» puede ser más de un movimiento o habilidad: ¿quisiste decir %@?",
      "no Pokémon is called \"%@\": did you mean %@?":
        "ningún Pokémon se llama «%@»: ¿quisiste decir %@?",
      "no Pokémon is called \"%@\", and no name comes close":
        "ningún Pokémon se llama «%@», y ningún nombre se le parece",
      "there is no Pokémon #%@ (species go from 1 to 1025, other forms from 10001 on)":
        "no existe el Pokémon nº %@ (las especies van del 1 al 1025, las demás formas desde el 10001)",
      "compare takes two to four names, not %@ (a name of several words goes in quotes: \"mega charizard x\")":
        "compare toma de dos a cuatro nombres, no %@ (un nombre de varias palabras va entre comillas: \"mega charizard x\")",
      "no Pokémon match \"%@\"":
        "ningún Pokémon coincide con «%@»",
      "the first %@ of %@ are shown; --limit 0 shows them all":
        "se muestran los primeros %@ de %@; --limit 0 los muestra todos",
      "no ability is called \"%@\" (in any of the five languages, like: pokedex-tui ability levitate)":
        "ninguna habilidad se llama «%@» (en cualquiera de los cinco idiomas, como: pokedex-tui ability levitación)",
      "no move is called \"%@\" (in any of the five languages, like: pokedex-tui move thunderbolt)":
        "ningún movimiento se llama «%@» (en cualquiera de los cinco idiomas, como: pokedex-tui move rayo)",
      "The team is empty: pokedex-tui team import FILE reads a Showdown paste.":
        "El equipo está vacío: pokedex-tui team import ARCHIVO lee un texto de Showdown.",
      "Couldn't import:": "No se pudo importar:",
      "Couldn't export the team:": "No se pudo exportar el equipo:",
      "Couldn't load the team:": "No se pudo cargar el equipo:",
      "The team is full (%@).": "El equipo está completo (%@).",
      "%@ joined the team.": "%@ se unió al equipo.",
      "%@ is in the team already.": "%@ ya está en el equipo.",
      "%@ left the team (u undoes).": "%@ dejó el equipo (u lo deshace).",
      "Another terminal took %@ out of the team; its choices closed.":
        "Otra terminal sacó a %@ del equipo; sus opciones se cerraron.",
      "The last change to the team is undone.": "Se deshizo el último cambio del equipo.",
      "Nothing to undo.": "No hay nada que deshacer.",
      "Replaced \"%@\" (%@ Pokémon): the team is now %@ Pokémon (team new NAME before an import keeps a team).":
        "Se reemplazó «%@» (%@ Pokémon): el equipo tiene ahora %@ Pokémon (team new NOMBRE antes de importar conserva un equipo).",
      "That change no longer changes the team (another terminal changed it since); u again takes back the one before.":
        "Ese cambio ya no cambia el equipo (otro terminal lo cambió después); u de nuevo deshace el anterior.",
      "Now editing %@.": "Editando %@.",
      "%@ was deleted (u undoes).": "%@ se borró (u deshace).",
      "Teams added: %@.": "Equipos añadidos: %@.",
      "No teams yet: n starts one.": "Aún no hay equipos: n crea uno.",
      "A Pokémon knows %@ moves at most.": "Un Pokémon sabe %@ movimientos como mucho.",
      "Item": "Objeto",
      "%@ left": "quedan %@",
      "Not in this Pokédex's data, kept in your favourites: %@":
        "No están en los datos de esta Pokédex; siguen en tus favoritos: %@",
      "%@ over the 510": "%@ por encima de 510",
      "Teams": "Equipos",
      "The one it replaced is in %@.": "El que reemplazó está en %@.",
      "The one it replaced is beside it: %@.": "El que reemplazó está al lado: %@.",
      "u undoes.": "u lo deshace.",
      "The team is in %@.": "El equipo está en %@.",
      "The team is now %@ Pokémon.": "El equipo tiene ahora %@ Pokémon.",
      "slow": "lento",
      "medium": "medio",
      "fast": "rápido",
      "medium slow": "parabólico",
      "erratic": "errático",
      "fluctuating": "fluctuante",
      "Level up": "Nivel",
      "Machine": "Máquina",
      "Egg": "Huevo",
      "Tutor": "Tutor",
      "Train": "Entrenamiento",
      "Form Change": "Cambio de forma",
      "One chosen Pokémon": "Un Pokémon elegido",
      "The user": "El usuario",
      "An ally": "Un aliado",
      "The user or an ally": "El usuario o un aliado",
      "The user's side": "El lado del usuario",
      "The user and its allies": "El usuario y sus aliados",
      "All allies": "Todos los aliados",
      "The opponents' side": "El lado rival",
      "All opponents": "Todos los rivales",
      "A random opponent": "Un rival al azar",
      "All other Pokémon": "Todos los demás Pokémon",
      "All Pokémon": "Todos los Pokémon",
      "The entire field": "Todo el campo",
      "Depends on the move": "Depende del movimiento",
      "A fainted ally": "Un aliado debilitado",
      "weak": "débil",
      "resist": "resiste",
      "immune": "inmune",
      "← shared weakness": "← debilidad compartida",
      "Offence": "Ataque",
      "a name (any language) or number": "un nombre (cualquier idioma) o número",
      "that type; type:fire/flying both": "ese tipo; type:fire/flying ambos",
      "generations 1 to 3; gen:4 one": "generaciones 1 a 3; gen:4 una",
      "a base stat: hp atk def spa spd spe bst": "estadística: hp atk def spa spd spe bst",
      "takes ×2 or more from water": "recibe ×2 o más de agua",
      "takes ×½ or less from grass": "recibe ×½ o menos de planta",
      "takes nothing from ground": "no recibe daño de tierra",
      "has the ability": "tiene la habilidad",
      "learns it (game:G, else newest)": "lo aprende (game:G, si no el último)",
      "in the egg group": "en el grupo huevo",
      "also mythical baby mega regional gmax": "también mythical baby mega regional gmax",
      "not": "no",
      "either": "uno u otro",
      "also attack, spatk, sp.def, total…": "también attack, spatk, sp.def, total…",
      "the game of learns: (sv, swsh, la…)": "el juego de learns: (sv, swsh, la…)",
      "Search syntax": "Sintaxis de búsqueda",
      "Couldn't load your favourites:": "No se pudieron cargar tus favoritos:",
      "Couldn't talk to PokeAPI:": "No se pudo contactar con PokeAPI:",
      "There is no Pokémon #": "No existe el Pokémon nº ",
      "learns": "aprende",
      "Lv": "Nv.",
      "Physical": "Físico",
      "Natures": "Naturalezas",
      "Warnings": "Avisos",
      "The import": "La importación",
      "No warnings: every set is legal.": "Sin avisos: todos los sets son legales.",
      "(+%@, W lists them)": "(+%@, W los lista)",
      "The team has %@ Pokémon, more than %@ (two terminals added at once): take one out with x.":
        "El equipo tiene %@ Pokémon, más de %@ (dos terminales añadieron a la vez): saca uno con x.",
      // PokeAPI names these ways to meet a Pokémon in English, German and French only.
      "Walking in tall grass or a cave":
        "Caminando por hierba alta o una cueva",
      "Catch a wild Dynamax or Gigantamax Pokémon in a Max Raid battle.":
        "Atrapar un Pokémon Dinamax o Gigamax salvaje en una incursión Dinamax.",
      "Walking in the overworld":
        "Caminando por el mundo abierto",
      "Special overworld spawn in a fixed location.":
        "Aparición especial en un lugar fijo del mundo abierto.",
      "Surfing in the overworld":
        "Surfeando por el mundo abierto",
      "Fishing with a Super Rod":
        "Pescando con la Supercaña",
      "Surfing":
        "Surfeando",
      "Fishing with a Good Rod":
        "Pescando con la Caña Buena",
      "Fishing with an Old Rod":
        "Pescando con la Caña Vieja",
      "Receive as a gift":
        "Recibido como regalo",
      "Items": "Objetos",
      "No item matches.": "Ningún objeto coincide.",
      "Held items": "Objetos equipables",
      "Level": "Nivel",
      "Ability": "Habilidad",
      "Berries": "Bayas",
      "Evolution items": "Objetos evolutivos",
      "Balls": "Balls",
      "Medicine": "Medicinas",
      "TMs": "MT",
      "Other items": "Otros objetos",
      "Fling power":
        "Poder de Lanzamiento",
      "Price":
        "Precio",
      "Generations":
        "Generaciones",
      "Held in the wild":
        "Lo llevan en estado salvaje",
      "Teaches, game by game":
        "Enseña, juego a juego",
      "Held in the wild by no Pokémon in PokeAPI's data":
        "Ningún Pokémon lo lleva en estado salvaje en los datos de PokeAPI",
      "no item is called \"%@\": did you mean %@?":
        "ningún objeto se llama \"%@\": ¿quisiste decir %@?",
      "no item is called \"%@\" (in any of the five languages, like: pokedex-tui item leftovers)":
        "ningún objeto se llama \"%@\" (en ninguno de los cinco idiomas; por ejemplo: pokedex-tui item leftovers)",
      "\"%@\" could be more than one item: did you mean %@?":
        "\"%@\" puede ser más de un objeto: ¿quisiste decir %@?",
      "no place is called \"%@\": did you mean %@?":
        "ningún lugar se llama \"%@\": ¿quisiste decir %@?",
      "no place is called \"%@\" (in any of the five languages, like: pokedex-tui location viridian-forest)":
        "ningún lugar se llama \"%@\" (en ninguno de los cinco idiomas; por ejemplo: pokedex-tui location viridian-forest)",
      "\"%@\" could be more than one place: did you mean %@?":
        "\"%@\" puede ser más de un lugar: ¿quisiste decir %@?",
      "nothing is found at %@ in this Pokédex's data":
        "no se encuentra nada en %@ en los datos de este Pokédex",
      "nothing is found at %@ in \"%@\"; something is in: %@":
        "no se encuentra nada en %@ en \"%@\"; hay algo en: %@",
      "a calculation reads ATTACKER MOVE vs. DEFENDER: no \"vs.\" in \"%@\"":
        "un cálculo se escribe ATACANTE MOVIMIENTO vs. DEFENSOR: no hay \"vs.\" en \"%@\"",
      "a calculation has one \"vs.\", this one has %@":
        "un cálculo lleva un solo \"vs.\", este lleva %@",
      "expected a move after %@":
        "se esperaba un movimiento después de %@",
      "\"(%@)\" is not a number of hits, like \"(3 hits)\"":
        "\"(%@)\" no es un número de golpes, como \"(3 hits)\"",
      "%@ hits once, not %@ times":
        "%@ golpea una vez, no %@ veces",
      "%@ does damage from what its user takes: the calculator cannot know it":
        "%@ hace daño según lo que recibe su usuario: la calculadora no puede saberlo",
      "%@ knocks the target out when it hits, whatever its HP":
        "%@ debilita al objetivo si acierta, tenga los PS que tenga",
      "%@'s damage is left to chance":
        "el daño de %@ depende del azar",
      "%@'s damage comes from the user's party: the calculator cannot know it":
        "el daño de %@ depende del equipo del usuario: la calculadora no puede saberlo",
      "%@'s power comes from Stockpile: the calculator cannot know it":
        "la potencia de %@ depende de Reserva: la calculadora no puede saberla",
      "%@'s power and type come from the Berry held: the calculator cannot know them":
        "la potencia y el tipo de %@ dependen de la baya que lleva: la calculadora no puede saberlos",
      "%@'s power comes from the item flung: the calculator cannot know it":
        "la potencia de %@ depende del objeto lanzado: la calculadora no puede saberla",
      "%@'s power comes from its PP left: the calculator cannot know it":
        "la potencia de %@ depende de los PP que le quedan: la calculadora no puede saberla",
      "%@'s power comes from both Pokémon's Speed: the calculator does not work it out":
        "la potencia de %@ depende de la Velocidad de ambos Pokémon: la calculadora no la calcula",
      "%@ hits %@ times, not %@":
        "%@ golpea %@ veces, no %@",
      "%@ hits %@ to %@ times, not %@":
        "%@ golpea de %@ a %@ veces, no %@",
      "no move is called \"%@\"":
        "ningún movimiento se llama \"%@\"",
      "could not place \"%@\" after %@: expected %@":
        "no se pudo ubicar \"%@\" después de %@: se esperaba %@",
      "the KO text counts \"%@\", which this calculator cannot set up: it knows %@ and the weather abilities":
        "el texto de KO cuenta \"%@\", que esta calculadora no puede preparar: conoce %@ y las habilidades del clima",
      "expected a level from 1 to 100 after \"Lvl\"":
        "se esperaba un nivel de 1 a 100 después de \"Lvl\"",
      "IVs go from 0 to 31, not %@":
        "los IV van de 0 a 31, no %@",
      "EVs go from 0 to 255, not %@": "los EV van de 0 a 255, no %@",
      "stat stages go from -6 to +6, not %@": "los niveles de estadística van de -6 a +6, no %@",
      "expected the attacker (a Pokémon by Showdown's name)":
        "se esperaba el atacante (un Pokémon por su nombre en Showdown)",
      "expected the defender (a Pokémon by Showdown's name)":
        "se esperaba el defensor (un Pokémon por su nombre en Showdown)",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "no se pudo ubicar \"%@\": se esperaba el objeto o la habilidad del atacante, \"burned\", \"Tera TYPE\" o el Pokémon por su nombre en Showdown",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "no se pudo ubicar \"%@\": se esperaba el objeto o la habilidad del atacante, \"burned\", \"Tera TYPE\" o el Pokémon por su nombre en Showdown; ¿quisiste decir %@?",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "no se pudo ubicar \"%@\": se esperaba el objeto o la habilidad del defensor, \"burned\", \"Tera TYPE\" o el Pokémon por su nombre en Showdown",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "no se pudo ubicar \"%@\": se esperaba el objeto o la habilidad del defensor, \"burned\", \"Tera TYPE\" o el Pokémon por su nombre en Showdown; ¿quisiste decir %@?",
      "unknown option '%@'":
        "opción desconocida '%@'",
      "%@ is a command: it goes first, like: pokedex-tui %@ --help":
        "%@ es una orden: va primero, como: pokedex-tui %@ --help",
      "team import needs a file, or - for standard input":
        "team import necesita un archivo, o - para la entrada estándar",
      "team %@ needs a team's number or name":
        "team %@ necesita el número o el nombre de un equipo",
      "team %@ needs a name":
        "team %@ necesita un nombre",
      "unknown option '%@' (did you mean %@?)":
        "opción desconocida '%@' (¿quisiste decir %@?)",
      "unknown source '%@' for --source (use embedded or live)":
        "fuente desconocida '%@' para --source (use embedded o live)",
      "unknown command '%@' (did you mean %@?)":
        "orden desconocida '%@' (¿quisiste decir %@?)",
      "unknown command '%@' (the commands are %@)":
        "orden desconocida '%@' (las órdenes son %@)",
      "%@ --help says more.":
        "%@ --help dice más.",
      "unknown command '%@'":
        "orden desconocida '%@'",
      "unknown language '%@' for --lang (use en, es, fr, de or ja)":
        "idioma desconocido '%@' para --lang (usa en, es, fr, de o ja)",
      "--lang needs a value: en, es, fr, de or ja":
        "--lang necesita un valor: en, es, fr, de o ja",
      "--source needs a value: embedded or live":
        "--source necesita un valor: embedded o live",
      "--api-url needs an http:// or https:// address":
        "--api-url necesita una dirección http:// o https://",
      "--record needs a file to write, like --record session.jsonl":
        "--record necesita un archivo donde escribir, como --record session.jsonl",
      "--replay needs a recording, like --replay session.jsonl":
        "--replay necesita una grabación, como --replay session.jsonl",
      "--speed needs a number above 0, like 4 or 0.5":
        "--speed necesita un número mayor que 0, como 4 o 0.5",
      "--speed needs a number above 0, like 4 or 0.5 (not '%@')":
        "--speed necesita un número mayor que 0, como 4 o 0.5 (no '%@')",
      "--record and --replay cannot be used together":
        "--record y --replay no se pueden usar juntos",
      "--api-url only applies to --source live":
        "--api-url solo se aplica a --source live",
      "--speed only applies to --replay":
        "--speed solo sirve con --replay",
      "--spikes needs 1, 2 or 3 layers":
        "--spikes necesita 1, 2 o 3 capas",
      "--defender-status needs poison, toxic or burn":
        "--defender-status necesita poison, toxic o burn",
      "--game needs a game, like: --game scarlet-violet":
        "--game necesita un juego, como: --game scarlet-violet",
      "--game goes with --moves or --where, like: pokedex-tui show pikachu --moves --game red-blue":
        "--game va con --moves o --where, como: pokedex-tui show pikachu --moves --game red-blue",
      "--moves and --where cannot be used together": "--moves y --where no se pueden usar juntos",
      "--limit needs a whole number, 0 for all":
        "--limit necesita un número entero, 0 para todos",
      "--limit needs a whole number, 0 for all (not '%@')":
        "--limit necesita un número entero, 0 para todos (no '%@')",
      "natures takes no name, only --json and --lang":
        "natures no lleva nombre, solo --json y --lang",
      "team takes nothing, export, import <file|->, list, new <name>, use <team>, rename <name>, copy or delete <team>":
        "team lleva nada, export, import <archivo|->, list, new <nombre>, use <equipo>, rename <nombre>, copy o delete <equipo>",
      "show needs a name or a number, like: pokedex-tui show pikachu":
        "show necesita un nombre o un número, como: pokedex-tui show pikachu",
      "search needs something to search for, like: pokedex-tui search pikachu":
        "search necesita algo que buscar, como: pokedex-tui search pikachu",
      "ability needs an ability's name, like: pokedex-tui ability levitate":
        "ability necesita el nombre de una habilidad, como: pokedex-tui ability levitate",
      "move needs a move's name, like: pokedex-tui move thunderbolt":
        "move necesita el nombre de un movimiento, como: pokedex-tui move thunderbolt",
      "compare needs two to four names, like: pokedex-tui compare garchomp salamence":
        "compare necesita de dos a cuatro nombres, como: pokedex-tui compare garchomp salamence",
      "calc needs a calculation, like: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"":
        "calc necesita un cálculo, como: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"",
      "location needs a place's name, like: pokedex-tui location \"viridian forest\"":
        "location necesita el nombre de un lugar, como: pokedex-tui location \"viridian forest\"",
      "item needs an item's name, like: pokedex-tui item leftovers":
        "item necesita el nombre de un objeto, como: pokedex-tui item leftovers",
      "cannot read %@: there is no such file":
        "no se puede leer %@: no existe ese archivo",
      "cannot read %@: it is a folder":
        "no se puede leer %@: es una carpeta",
      "cannot read %@: %@":
        "no se puede leer %@: %@",
      "cannot read %@: it is not text (UTF-8), as a paste is":
        "no se puede leer %@: no es texto (UTF-8), como lo es un texto de Showdown",
      "No teams yet.":
        "Todavía no hay equipos.",
      "a team's name cannot be empty":
        "el nombre de un equipo no puede estar vacío",
      "Editing the new team \"%@\".":
        "Editando el nuevo equipo \"%@\".",
      "no team is called \"%@\" (there are no teams)":
        "ningún equipo se llama \"%@\" (no hay equipos)",
      "no team is called \"%@\" (the teams: %@)":
        "ningún equipo se llama \"%@\" (los equipos: %@)",
      "Editing \"%@\".":
        "Editando \"%@\".",
      "Deleted \"%@\" (%@ Pokémon).":
        "Se borró \"%@\" (%@ Pokémon).",
      "there is no team yet: add a Pokémon or import one first":
        "todavía no hay equipo: añade un Pokémon o importa uno antes",
      "Renamed \"%@\" to \"%@\".":
        "\"%@\" ahora se llama \"%@\".",
      "Editing the copy \"%@\".":
        "Editando la copia \"%@\".",
      "%@ learns no moves in this Pokédex's data":
        "%@ no aprende movimientos en los datos de este Pokédex",
      "%@ learns no moves in \"%@\"; it learns moves in: %@":
        "%@ no aprende movimientos en \"%@\"; los aprende en: %@",
      "%@ is not found in \"%@\" in this Pokédex's data":
        "%@ no se encuentra en \"%@\" en los datos de este Pokédex",
      " (PokeAPI's encounters end with %@)":
        " (los encuentros de PokeAPI terminan en %@)",
      "; it is found in: %@":
        "; se encuentra en: %@",
      "no game is called \"%@\"; the games are: %@":
        "ningún juego se llama \"%@\"; los juegos son: %@",
      "nobody learns %@ in \"%@\"; no game teaches it":
        "nadie aprende %@ en \"%@\"; ningún juego lo enseña",
      "nobody learns %@ in \"%@\"; games that teach it: %@":
        "nadie aprende %@ en \"%@\"; juegos que lo enseñan: %@",
      "found there (game:G, else any)":
        "aparece allí (game:G, si no cualquiera)",
      "a place's name, like viridian-forest":
        "el nombre de un lugar, como viridian-forest",
      "Where it is found":
        "Dónde se encuentra",
      "only in %@":
        "solo en %@",
      "PokeAPI's encounters end with %@: it has none for later games":
        "Los encuentros de PokeAPI terminan en %@: no tiene ninguno de juegos posteriores",
      "Not found in the wild here: evolve %@, found at %@":
        "No aparece en estado salvaje aquí: evoluciona a %@, que está en %@",
      "PokeAPI has no wild encounter of %@":
        "PokeAPI no tiene ningún encuentro salvaje de %@",
      "Nature": "Naturaleza",
      "Raises": "Sube",
      "Lowers": "Baja",
      "Likes": "Le gusta",
      "Dislikes": "No le gusta",
      "Spicy": "Picante",
      "Dry": "Seco",
      "Sweet": "Dulce",
      "Bitter": "Amargo",
      "Sour": "Ácido",
      "Special": "Especial",
      "Status": "Estado",
      "Power": "Potencia",
      "Accuracy": "Precisión",
      "PP": "PP",
      "Priority": "Prioridad",
      "Target": "Objetivo",
      "Learned in": "Se aprende en",
      "No moves": "Sin movimientos",
      "\"%@\": expected %@": "\"%@\": se esperaba %@",
      " (did you mean %@?)": " (¿quisiste decir %@?)",
      "a term after the %@, like -is:legendary": "un término tras el %@, como -is:legendary",
      "a value after %@": "un valor tras %@",
      "a game, like scarlet-violet": "un juego, como scarlet-violet o sv",
      "a generation 1 to 9, or a range like 1-3": "una generación del 1 al 9, o un rango como 1-3",
      "a move's name, like trick-room": "el nombre de un movimiento, como espacio raro",
      "a stat comparison like spe>=100 (hp atk def spa spd spe bst)":
        "una comparación de estadística como spe>=100 (hp atk def spa spd spe bst)",
      "a type like fire, or two like fire/flying": "un tipo como fuego, o dos como fuego/volador",
      "a type like fire (or its name in your language, like feu)": "un tipo como fuego",
      "an ability's name, like levitate": "el nombre de una habilidad, como levitación",
      "an attacking type like water": "un tipo de ataque como agua",
      "an egg group, like dragon or field": "un grupo huevo, como dragón o campo",
      "legendary, mythical, baby, mega, regional or gmax":
        "legendary, mythical, baby, mega, regional o gmax",
      "one game, like game:scarlet-violet": "un solo juego, como game:scarlet-violet",
      "a term: type gen weak resists immune ability learns egg in is game, or a stat":
        "un término: type gen weak resists immune ability learns egg in is game, o una estadística",
      "Its species' usual moves: this form has no list of its own in this game":
        "Movimientos de la forma habitual: esta forma no tiene lista propia en este juego",
      "by level": "por nivel",
      "by name": "por nombre",
      "by power": "por potencia",
      "Pokédex entry": "Entrada de la Pokédex",
      "Training and breeding": "Entrenamiento y crianza",
      "EV yield": "EV",
      "Catch rate": "Ratio de captura",
      "Base friendship": "Amistad base",
      "Base exp.": "Exp. base",
      "Growth": "Crecimiento",
      "Egg groups": "Grupos huevo",
      "Gender": "Sexo",
      "Hatch": "Eclosión",
      "steps": "pasos",
      "genderless": "sin sexo",
      "Legendary": "Legendario",
      "Mythical": "Singular",
      "Baby": "Bebé",
      "Forms": "Formas",
      "Generation": "Generación",
      "Pokémon with it": "Pokémon que la tienen",
      "Remove all favourites?": "¿Quitar todos los favoritos?",
      "Every Pokémon leaves your favourites. This cannot be undone.":
        "Todos los Pokémon dejan tus favoritos. No se puede deshacer.",
      "Remove all": "Quitar todos", "Cancel": "Cancelar",
      // The paste reader's problems and a set's warnings (ShowdownPaste, SetCheck).
      "%@ learns %@ in no game": "%@ no aprende %@ en ningún juego",
      "%@ learns %@ in no game up to generation %@":
        "%@ no aprende %@ en ningún juego hasta la generación %@",
      "%@ is there twice": "%@ está dos veces",
      "%@ cannot have the ability \"%@\"": "%@ no puede tener la habilidad «%@»",
      "%@ had the ability \"%@\" only up to generation %@":
        "%@ tuvo la habilidad «%@» solo hasta la generación %@",
      "abilities came in generation 3": "las habilidades llegaron en la generación 3",
      "\"%@\" came in generation %@": "«%@» llegó en la generación %@",
      "%@ came in generation %@": "%@ llegó en la generación %@",
      "Tera types came in generation 9": "los teratipos llegaron en la generación 9",
      "hidden abilities came in generation 5":
        "las habilidades ocultas llegaron en la generación 5",
      "%@ cannot have the ability \"%@\" in generation %@":
        "%@ no puede tener la habilidad «%@» en la generación %@",
      "\"%@\" is not a nature": "«%@» no es una naturaleza",
      "\"%@\" is not a nature: did you mean %@?": "«%@» no es una naturaleza: ¿quisiste decir %@?",
      "no item is called \"%@\"": "ningún objeto se llama «%@»",
      "\"%@\" is not a Poké Ball": "«%@» no es una Poké Ball",
      "%@ %@ EVs: a stat takes at most %@": "%@ EV en %@: una estadística admite como mucho %@",
      "the EVs add up to %@, more than %@": "los EV suman %@, más de %@",
      "%@ has no Gigantamax form": "%@ no tiene forma Gigamax",
      "%@ has no gender": "%@ no tiene sexo",
      "%@ is never female": "%@ nunca es hembra",
      "%@ is never male": "%@ nunca es macho",
      "line %@: %@": "línea %@: %@",
      "a team has at most %@ Pokémon": "un equipo tiene como mucho %@ Pokémon",
      "the line holds a control character (%@), which a paste cannot hold":
        "la línea lleva un carácter de control (%@), que un texto de equipo no puede llevar",
      "expected a Pokémon's name, like \"Garchomp @ Choice Scarf\"":
        "se esperaba el nombre de un Pokémon, como «Garchomp @ Choice Scarf»",
      "the paste has no Pokémon": "el texto no tiene ningún Pokémon",
      "this team has no Pokémon": "este equipo no tiene ningún Pokémon",
      "the paste holds %@ teams (%@), and the Pokédex keeps one: import a paste of one of them":
        "el texto contiene %@ equipos (%@) y la Pokédex guarda uno: importa un texto de uno de ellos",
      "an unnamed team": "un equipo sin nombre",
      "expected a move after \"-\"": "se esperaba un movimiento tras «-»",
      "a Pokémon knows at most %@ moves": "un Pokémon conoce como mucho %@ movimientos",
      "\"%@\" names no type": "«%@» no nombra ningún tipo",
      "expected a set's field (\"Ability: …\", \"EVs: …\", \"Jolly Nature\", \"- Move\"), not \"%@\"":
        "se esperaba un campo del set («Ability: …», «EVs: …», «Jolly Nature», «- Move»), no «%@»",
      "expected an ability after \"Ability:\"": "se esperaba una habilidad tras «Ability:»",
      "a level is 1 to 100, not \"%@\"": "un nivel va de 1 a 100, no «%@»",
      "expected Yes or No after \"Shiny:\"": "se esperaba Yes o No tras «Shiny:»",
      "expected Yes or No after \"Gigantamax:\"": "se esperaba Yes o No tras «Gigantamax:»",
      "happiness is 0 to 255, not \"%@\"": "la amistad va de 0 a 255, no «%@»",
      "a Dynamax level is 0 to 10, not \"%@\"": "un nivel Dinamax va de 0 a 10, no «%@»",
      "\"%@\" is not a Tera type (the 18 types and Stellar)":
        "«%@» no es un teratipo (los 18 tipos y Astral)",
      "expected a ball after \"%@:\"": "se esperaba una Poké Ball tras «%@:»",
      "\"%@\" is not a type": "«%@» no es un tipo",
      "\"%@:\" is not a field of a set": "«%@:» no es un campo de un set",
      "expected values like \"%@\" (0 to %@; HP Atk Def SpA SpD Spe), not \"%@\"":
        "se esperaban valores como «%@» (de 0 a %@; HP Atk Def SpA SpD Spe), no «%@»",
      "%@ is given twice": "%@ aparece dos veces",
      "\"%@\" was read as %@": "«%@» se leyó como %@",
      "%@ is in the team already (line %@): a team holds a species once":
        "%@ ya está en el equipo (línea %@): un equipo lleva cada especie una sola vez",
      "\"%@\" could be %@": "«%@» podría ser %@",
      "no Pokémon is called \"%@\"": "ningún Pokémon se llama «%@»",
      "no ability is called \"%@\"": "ninguna habilidad se llama «%@»",
      "standard input": "la entrada estándar",
      "warning: %@": "aviso: %@",
      "Added %@ teams: %@; now editing %@.": "%@ equipos añadidos: %@; ahora se edita %@.",
      "Team %@": "Equipo %@",
      "%@ (copy)": "%@ (copia)",
      "Couldn't import: there is no %@ (E writes the team there).":
        "No se pudo importar: no existe %@ (E escribe el equipo allí).",
      "Couldn't import: %@ is a folder, not a paste.":
        "No se pudo importar: %@ es una carpeta, no un texto de equipo.",
      "Couldn't import: %@ is not text.":
        "No se pudo importar: %@ no es texto.",
      "Couldn't import: %@ cannot be read (%@).":
        "No se pudo importar: no se puede leer %@ (%@).",
      "Couldn't export the team: %@ is a folder; move it away.":
        "No se pudo exportar el equipo: %@ es una carpeta; apártala.",
      "Couldn't export the team: %@ cannot be written (%@).":
        "No se pudo exportar el equipo: no se puede escribir %@ (%@).",
      "needs a terminal: standard input and output must both be a terminal (not a pipe or a file).":
        "necesita un terminal: la entrada y la salida estándar deben ser ambas un terminal (no una tubería ni un archivo).",
      "cannot replay %@": "no se puede reproducir %@",
      "cannot record to %@": "no se puede grabar en %@",
      "cannot take over the terminal: %@": "no se puede tomar el control del terminal: %@",
      "reinstall or rebuild pokedex-tui (swift build), which puts the Loop_PokedexCore.resources folder beside the program; scripts/sync-snapshot regenerates the data itself.":
        "reinstala o recompila pokedex-tui (swift build), que pone la carpeta Loop_PokedexCore.resources junto al programa; scripts/sync-snapshot regenera los datos.",
      "recorded %@ actions to %@": "%@ acciones grabadas en %@",
      "the recording": "la grabación",
      "replayed all %@ actions of %@; every state matched the recording":
        "se reprodujeron las %@ acciones de %@; todos los estados coinciden con la grabación",
      "replay stopped after %@ of %@ actions; the states matched so far":
        "reproducción detenida tras %@ de %@ acciones; hasta ahí los estados coinciden",
      "Couldn't load the calculator:": "No se pudo cargar la calculadora:",
      "Couldn't load the item:": "No se pudo cargar el objeto:",
      "Couldn't search the items:": "No se pudo buscar en los objetos:",
      "Couldn't load where it is found:": "No se pudo cargar dónde se encuentra:",
      "Search failed:": "La búsqueda falló:",
      // PokeAPI's failures (PokeAPIError).
      "Can't reach PokeAPI. Check the connection, then retry.":
        "No se puede contactar con PokeAPI. Revisa la conexión y vuelve a intentarlo.",
      "PokeAPI didn't answer within %@ for %@. Retry in a moment.":
        "PokeAPI no respondió en %@ para %@. Vuelve a intentarlo en un momento.",
      "There is no %@.": "No existe %@.",
      "PokeAPI couldn't find %@.": "PokeAPI no encontró %@.",
      "PokeAPI is limiting requests (HTTP 429). Retry in a moment.":
        "PokeAPI está limitando las peticiones (HTTP 429). Vuelve a intentarlo en un momento.",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in a moment.":
        "PokeAPI está limitando las peticiones (HTTP 429, %@ intentos). Vuelve a intentarlo en un momento.",
      "PokeAPI is limiting requests (HTTP 429). Retry in %@.":
        "PokeAPI está limitando las peticiones (HTTP 429). Vuelve a intentarlo en %@.",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in %@.":
        "PokeAPI está limitando las peticiones (HTTP 429, %@ intentos). Vuelve a intentarlo en %@.",
      "PokeAPI is having trouble (HTTP %@, tried %@ times). Retry later.":
        "PokeAPI tiene problemas (HTTP %@, %@ intentos). Vuelve a intentarlo más tarde.",
      "PokeAPI is having trouble (HTTP %@). Retry later.":
        "PokeAPI tiene problemas (HTTP %@). Vuelve a intentarlo más tarde.",
      "PokeAPI refused the request for %@ (HTTP %@).":
        "PokeAPI rechazó la petición de %@ (HTTP %@).",
      "The connection to PokeAPI closed before an answer (tried %@ times). Retry.":
        "La conexión con PokeAPI se cerró antes de una respuesta (%@ intentos). Vuelve a intentarlo.",
      "The connection to PokeAPI closed before an answer. Retry.":
        "La conexión con PokeAPI se cerró antes de una respuesta. Vuelve a intentarlo.",
      "PokeAPI's answer for %@ was cut off (tried %@ times). Retry.":
        "La respuesta de PokeAPI para %@ llegó cortada (%@ intentos). Vuelve a intentarlo.",
      "PokeAPI's answer for %@ was cut off. Retry.":
        "La respuesta de PokeAPI para %@ llegó cortada. Vuelve a intentarlo.",
      "PokeAPI's answer for %@ isn't JSON.": "La respuesta de PokeAPI para %@ no es JSON.",
      "PokeAPI's answer for %@ was empty.": "La respuesta de PokeAPI para %@ estaba vacía.",
      "PokeAPI's answer for %@ isn't in the expected shape: %@.":
        "La respuesta de PokeAPI para %@ no tiene la forma esperada: %@.",
      "Couldn't talk to PokeAPI: %@.": "No se pudo hablar con PokeAPI: %@.",
      "the Pokémon list": "la lista de Pokémon",
      "Pokémon #%@": "el Pokémon n.º %@",
      "the evolution chains": "las cadenas evolutivas",
      "evolution chain #%@": "la cadena evolutiva n.º %@",
      "the type list": "la lista de tipos",
      "type #%@": "el tipo n.º %@",
      "the request": "la petición",
      "1 second": "1 segundo",
      "%@ seconds": "%@ segundos",
      // A saved file's problems (Loop's PersistenceProblem).
      "%@ cannot be read (%@); it is kept as it is and nothing is saved over it until it can be read.":
        "%@ no se puede leer (%@); se conserva tal cual y no se guarda nada encima hasta que se pueda leer.",
      "%@ could not be read (%@); it was moved to %@ and a fresh one was started.":
        "%@ no se pudo leer (%@); se movió a %@ y se empezó uno nuevo.",
      "%@ could not be read (%@) and could not be moved aside (%@); nothing is saved over it until it is fixed or removed.":
        "%@ no se pudo leer (%@) ni apartar (%@); no se guarda nada encima hasta que se arregle o se borre.",
      "Could not save %@: its folder cannot be made (%@).":
        "No se pudo guardar %@: no se puede crear su carpeta (%@).",
      "Could not save %@: its lock file %@ cannot be made or locked (%@), so another copy of the app could save at the same time; the file was left as it was.":
        "No se pudo guardar %@: su archivo de bloqueo %@ no se puede crear ni bloquear (%@), así que otra copia de la app podría guardar a la vez; el archivo quedó como estaba.",
      "Could not save %@: the value cannot be written as JSON (%@).":
        "No se pudo guardar %@: el valor no se puede escribir como JSON (%@).",
      "Could not save %@: %@; the file was left as it was.":
        "No se pudo guardar %@: %@; el archivo quedó como estaba.",
      "Favourites added in this session and not saved to %@: %@.":
        "Favoritos añadidos en esta sesión y no guardados en %@: %@.",
      "Favourites removed in this session and not saved to %@: %@.":
        "Favoritos quitados en esta sesión y no guardados en %@: %@.",
      "The order chosen in this session (%@) was not saved to %@.":
        "El orden elegido en esta sesión (%@) no se guardó en %@.",
      "Team changes made in this session were not saved to %@.":
        "Los cambios del equipo hechos en esta sesión no se guardaron en %@.",
      "Team changes made in this session were not saved to %@; here they are as a paste, to import once the file can be written:":
        "Los cambios del equipo hechos en esta sesión no se guardaron en %@; aquí están como texto para importarlos cuando se pueda escribir el archivo:",
      "%@ learns \"%@\" in no game": "%@ no aprende «%@» en ningún juego",
      "%@ learns \"%@\" in no game up to generation %@":
        "%@ no aprende «%@» en ningún juego hasta la generación %@",
      "\"%@\" is there twice": "«%@» está dos veces",
      "one place, by its slug: %@": "un solo lugar, por su slug: %@",
      // Ways a Pokémon is met that PokeAPI does not name in this language.
      "Smashing rocks": "Rompiendo rocas con Golpe Roca",
      "Headbutting trees": "Usando Golpe Cabeza en árboles",
      "Walking in dark grass": "Caminando por hierba oscura",
      "Walking in rustling grass": "Caminando por hierba en movimiento",
      "Walking in dust clouds": "Caminando por nubes de polvo",
      "Walking in bridge shadows": "Caminando por sombras de puentes",
      "Fishing in dark spots": "Pescando en manchas oscuras del agua",
      "Surfing in dark spots": "Surfeando sobre manchas oscuras del agua",
      "Walking in yellow flowers": "Caminando entre flores amarillas",
      "Walking in purple flowers": "Caminando entre flores moradas",
      "Walking in red flowers": "Caminando entre flores rojas",
      "Walking on rough terrain": "Caminando por terreno accidentado",
      "Receive egg as a gift": "Recibiendo un Huevo de regalo",
      "Static encounter": "Encuentro fijo",
      "Playing Pokéflute": "Tocando la Poké Flauta",
      "Headbutting a low encounter rate tree":
        "Usando Golpe Cabeza en un árbol de tasa de encuentro baja",
      "Headbutting a normal encounter rate tree":
        "Usando Golpe Cabeza en un árbol de tasa de encuentro normal",
      "Headbutting a high encounter rate tree":
        "Usando Golpe Cabeza en un árbol de tasa de encuentro alta",
      "Using the Squirt Bottle on a Sudowoodo": "Usando la Regadera con un Sudowoodo",
      "Using the Wailmer Pail on a Sudowoodo": "Usando la Regadera Wailmer con un Sudowoodo",
      "Diving on seaweed": "Buceando entre algas",
      "On any overworld patch of grass": "En cualquier zona de hierba del mapa",
      "On any overworld water tile": "En cualquier casilla de agua del mapa",
      "Using Devon Scope": "Usando el Detector Devon",
      "Fishing in a Feebas Tile": "Pescando en una casilla de Feebas",
      "Fishing at bubbling spots in the water": "Pescando en puntos del agua con burbujas",
      "Interacting with a Berry Tree": "Interactuando con un árbol de bayas",
      "Flying Pokemon in the sky": "Pokémon volando en el cielo",
      "Rare spawn in grass with lure or catch combo":
        "Aparición rara en la hierba con perfume o combo de capturas",
      "Rare spawn in the sky with lure or catch combo":
        "Aparición rara en el cielo con perfume o combo de capturas",
      "Rare spawn in water with lure or catch combo":
        "Aparición rara en el agua con perfume o combo de capturas",
      "Encountering 5 Pokemon within grass, flowers, or within a cave":
        "Encontrando una horda de 5 Pokémon en hierba, flores o cueva",
      "Receiving a Jirachi from the USA Colosseum Bonus Disc":
        "Recibiendo a Jirachi del disco extra de Colosseum (EE. UU.)",
      "Receiving a Celebi or Pikachu from the Japanese Colosseum Bonus Disc":
        "Recibiendo a Celebi o Pikachu del disco extra de Colosseum (JP)",
      "Receiving a Jirachi from the PAL copy of Pokemon channel":
        "Recibiendo a Jirachi de Pokémon Channel (versión PAL)",
      "Receiving a Manaphy from Pokemon Ranger": "Recibiendo a Manaphy de Pokémon Ranger",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness.":
        "Robando el Pokémon de un Entrenador (Colosseum/XD)",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness, after you have failed to capture them once.":
        "Reintentando robar un Pokémon tras fallar (Colosseum/XD)",
      "Finding a Wild Pokemon at any of the three Pokespots in Pokemon XD: Gale of Darkness.":
        "Hallando un Pokémon salvaje en un punto de cebo de XD",
      "Finding a Pokemon in a Hidden Grotto": "Encontrando un Pokémon en un Claro Oculto",
      "Slathering a Honey Tree with Honey and waiting for a Pokémon to appear.":
        "Untando Miel en un árbol de miel y esperando a un Pokémon",
      "Overworld spawn coming from underground or within a swamp.":
        "Aparición en el mapa desde el subsuelo o un pantano",
      "Special overworld spawn in a fixed location in the water.":
        "Aparición especial en un punto fijo del agua",
      "Get chased by territorial Pokémon when entering the water.":
        "Perseguido por Pokémon territoriales al entrar al agua",
      "Capture during a Dynamax Adventure.": "Capturando durante una Aventura Dinamax",
      "Ambushed by a Wild Pokemon from a Trash Can":
        "Emboscada de un Pokémon salvaje desde un cubo de basura",
      "Ambushed by a Wild Pokemon from a Rustling Bush":
        "Emboscada de un Pokémon salvaje desde un arbusto agitado",
      "Ambushed by a Wild Pokemon from the Ceiling of a Cave":
        "Emboscada de un Pokémon salvaje desde el techo de una cueva",
      "Ambushed by a Wild Pokemon from the Ground":
        "Emboscada de un Pokémon salvaje desde el suelo",
      "Ambushed by a Wild Pokemon from the Sky": "Emboscada de un Pokémon salvaje desde el cielo",
      "Island Scan": "Escáner Insular",
      "Sos": "Combate SOS (un Pokémon pide ayuda)",
      "Npc Trade": "Intercambio con alguien del juego",
      "Sos From Bubbling Spot": "Combate SOS desde un remolino",
    ])
}
