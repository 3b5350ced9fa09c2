import PokedexCore
import TerminalUI

/// What a binding answers to: one key (with its modifiers), any character typed into a field,
/// or the mouse.
enum Chord: Hashable, Sendable {
  case key(Key, Modifiers)
  /// Any printable character without Ctrl or Alt, and a paste: text for a field.
  case text
  /// Any character without Ctrl or Alt: an alert's buttons are chosen by their letters.
  case anyCharacter
  case wheelUp, wheelDown
  /// A left click on a row of the list drawn last.
  case click

  static func char(_ character: Character) -> Chord { .key(.character(character), []) }

  /// Whether a screen above that binds one of `taken` leaves this chord no way through: the
  /// chord itself, or a plain character under a field's text or an alert's letters.
  func isTaken(by taken: Set<Chord>) -> Bool {
    if taken.contains(self) { return true }
    guard case .key(.character, let modifiers) = self, modifiers.isEmpty else { return false }
    return taken.contains(.text) || taken.contains(.anyCharacter)
  }
  static func ctrl(_ letter: Character) -> Chord { .key(.character(letter), [.control]) }
  static func plain(_ key: Key) -> Chord { .key(key, []) }

  /// How the footer and the help write this key in `language`.
  func label(in language: Language) -> String {
    switch self {
    case .key(var key, let modifiers):
      var prefix = ""
      // Ctrl chords are written with the capital, as terminals' manuals do: `Ctrl-C`.
      if modifiers.contains(.control), case .character(let letter) = key {
        key = .character(Character(letter.uppercased()))
      }
      if modifiers.contains(.control) { prefix += language == .german ? "Strg-" : "Ctrl-" }
      if modifiers.contains(.alt) { prefix += "Alt-" }
      if modifiers.contains(.shift) { prefix += Self.shiftName[language]! + "-" }
      return prefix + Self.name(of: key, in: language)
    case .text, .anyCharacter: return Self.lettersName[language]!
    case .wheelUp, .wheelDown: return Self.wheelName[language]!
    case .click: return Self.clickName[language]!
    }
  }

  private static func name(of key: Key, in language: Language) -> String {
    let (french, german, spanish) = (language == .french, language == .german, language == .spanish)
    switch key {
    case .character(" "): return spaceName[language]!
    case .character(let character): return String(character)
    case .enter: return french ? "Entrée" : "Enter"
    case .escape: return french ? "Échap" : "Esc"
    case .tab: return "Tab"
    case .backspace: return "⌫"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .pageUp: return spanish ? "RePág" : french ? "Pg.Préc" : german ? "Bild↑" : "PgUp"
    case .pageDown: return spanish ? "AvPág" : french ? "Pg.Suiv" : german ? "Bild↓" : "PgDn"
    case .home: return spanish ? "Inicio" : french ? "Début" : german ? "Pos1" : "Home"
    case .end: return spanish ? "Fin" : french ? "Fin" : german ? "Ende" : "End"
    case .insert: return "Ins"
    case .delete: return "Del"
    case .function(let number): return "F\(number)"
    }
  }

  private static let shiftName: [Language: String] = [
    .english: "Shift", .spanish: "Mayús", .french: "Maj", .german: "Umschalt", .japanese: "Shift",
  ]
  private static let spaceName: [Language: String] = [
    .english: "Space", .spanish: "Espacio", .french: "Espace", .german: "Leertaste",
    .japanese: "スペース",
  ]
  private static let lettersName: [Language: String] = [
    .english: "letters", .spanish: "letras", .french: "lettres", .german: "Buchstaben",
    .japanese: "文字",
  ]
  private static let wheelName: [Language: String] = [
    .english: "wheel", .spanish: "rueda", .french: "molette", .german: "Rad", .japanese: "ホイール",
  ]
  private static let clickName: [Language: String] = [
    .english: "click", .spanish: "clic", .french: "clic", .german: "Klick", .japanese: "クリック",
  ]
}

/// One line of text in the five languages the interface speaks.
struct Hint: Equatable, Sendable {
  var english: String
  var spanish: String
  var french: String
  var german: String
  var japanese: String

  init(_ english: String, es: String, fr: String, de: String, ja: String) {
    (self.english, spanish, french, german, japanese) = (english, es, fr, de, ja)
  }

  func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .spanish: spanish
    case .french: french
    case .german: german
    case .japanese: japanese
    }
  }

  var all: [String] { [english, spanish, french, german, japanese] }
}

/// One thing a screen lets a person do: the keys that do it (each giving a command), its hint,
/// and the action each command means there.
struct Binding: Sendable {
  /// A key and the command it gives.
  struct Choice: Sendable {
    var chord: Chord
    var command: ScreenFeature.Command
  }

  /// Whether the status line names this binding.
  enum Footer: Sendable {
    /// Always, however narrow the terminal (help, back, quit).
    case always
    /// When there is room; the last of these go first.
    case ifRoom
    /// Only the help lists it.
    case never
  }

  /// The keys, in the order the help lists them.
  var keys: [Choice]
  var hint: Hint
  var footer: Footer
  /// How many of the first keys the footer names (`↑↓` of `↑ ↓ k j`).
  var footerKeys: Int
  /// The action a command of this binding means in a state, or nil when it means nothing there
  /// (nothing selected, say). The language is the interface's (a game's name is chosen by it).
  var action:
    @Sendable (ScreenFeature.Command, ScreenFeature.State, Language) -> ScreenFeature.Action?

  init(
    _ keys: [(Chord, ScreenFeature.Command)], _ hint: Hint, footer: Footer = .never,
    footerKeys: Int = 1,
    action:
      @escaping @Sendable (ScreenFeature.Command, ScreenFeature.State, Language) ->
      ScreenFeature.Action?
  ) {
    self.keys = keys.map { Choice(chord: $0.0, command: $0.1) }
    self.hint = hint
    self.footer = footer
    self.footerKeys = footerKeys
    self.action = action
  }

  /// A binding whose every key gives `command`.
  init(
    _ chords: [Chord], _ command: ScreenFeature.Command, _ hint: Hint, footer: Footer = .never,
    footerKeys: Int = 1,
    action: @escaping @Sendable (ScreenFeature.State, Language) -> ScreenFeature.Action?
  ) {
    self.init(
      chords.map { ($0, command) }, hint, footer: footer, footerKeys: footerKeys,
      action: { _, state, language in action(state, language) })
  }

  /// Whether `command` (whatever its payload) is one this binding's keys give.
  func handles(_ command: ScreenFeature.Command) -> Bool {
    keys.contains { $0.command.kind == command.kind }
  }

  /// The widest a label is: the help's column of keys.
  static let widestLabel = 20

  /// The keys as a label: the footer's first few, or the help's all (as many as fit in
  /// ``widestLabel`` columns), each mouse chord once; keys a screen above takes are left out.
  func label(in language: Language, footer: Bool, except taken: Set<Chord> = []) -> String {
    var labels: [String] = []
    let chords = keys.map(\.chord).filter { !$0.isTaken(by: taken) }
    for chord in footer ? Array(chords.prefix(footerKeys)) : chords {
      let label = chord.label(in: language)
      if !labels.contains(label) { labels.append(label) }
    }
    // As many as fit the help's column (the wheel and the vim letters are aliases).
    while labels.count > 1, displayWidth(of: labels.joined(separator: " ")) > Self.widestLabel {
      labels.removeLast()
    }
    // Arrows pair up: `↑↓`, `←→`.
    return labels.reduce(into: "") { text, label in
      let arrows: Set<String> = ["↑", "↓", "←", "→"]
      if let last = text.last, arrows.contains(String(last)), arrows.contains(label) {
        text += label
      } else {
        text += text.isEmpty ? label : " " + label
      }
    }
  }
}

extension Binding {
  /// ↑ ↓ k j and the wheel, each giving ``ScreenFeature/Command/moveBy(_:)``.
  static let rowKeys: [(Chord, ScreenFeature.Command)] = [
    (.plain(.up), .moveBy(-1)), (.plain(.down), .moveBy(1)), (.char("k"), .moveBy(-1)),
    (.char("j"), .moveBy(1)), (.wheelUp, .moveBy(-3)), (.wheelDown, .moveBy(3)),
  ]
  /// Page Up and Page Down.
  static let pageKeys: [(Chord, ScreenFeature.Command)] = [
    (.plain(.pageUp), .pageUp), (.plain(.pageDown), .pageDown),
  ]
  /// g G Home End: the first and the last row.
  static let endKeys: [(Chord, ScreenFeature.Command)] = [
    (.char("g"), .top), (.char("G"), .bottom), (.plain(.home), .top), (.plain(.end), .bottom),
  ]
}

/// The hints more than one screen gives.
extension Hint {
  static let move = Hint("move", es: "mover", fr: "aller", de: "wählen", ja: "移動")
  static let scroll = Hint("scroll", es: "desplazar", fr: "défiler", de: "blättern", ja: "スクロール")
  static let page = Hint("a page", es: "una página", fr: "une page", de: "eine Seite", ja: "1ページ")
  static let firstLast = Hint(
    "first / last", es: "primero / último", fr: "premier / dernier", de: "erster / letzter",
    ja: "最初 / 最後")
  static let open = Hint("open", es: "abrir", fr: "ouvrir", de: "öffnen", ja: "開く")
  static let back = Hint("back", es: "volver", fr: "retour", de: "zurück", ja: "戻る")
  static let deleteCharacter = Hint(
    "delete a character", es: "borrar un carácter", fr: "effacer un caractère",
    de: "Zeichen löschen", ja: "1文字削除")
  static let typeName = Hint(
    "type the name", es: "escribir el nombre", fr: "taper le nom", de: "Namen eintippen",
    ja: "名前を入力")
  static let close = Hint("close", es: "cerrar", fr: "fermer", de: "schließen", ja: "閉じる")
  static let retry = Hint(
    "retry after an error", es: "reintentar tras un error", fr: "réessayer après une erreur",
    de: "nach einem Fehler erneut", ja: "エラーの後で再試行")
  static let favorite = Hint("fav", es: "fav", fr: "fav", de: "Fav", ja: "お気に入り")
  static let mark = Hint(
    "mark to compare", es: "marcar para comparar", fr: "marquer pour comparer",
    de: "für den Vergleich markieren", ja: "比較に印をつける")
  static let compare = Hint(
    "compare the marked (2 to 4)", es: "comparar los marcados (2 a 4)",
    fr: "comparer les marqués (2 à 4)", de: "Markierte vergleichen (2–4)", ja: "印をつけたものを比べる")
  static let addToTeam = Hint(
    "add to the team", es: "añadir al equipo", fr: "ajouter à l’équipe", de: "ins Team",
    ja: "チームに追加")
  static let search = Hint("search", es: "buscar", fr: "chercher", de: "suchen", ja: "検索")
  static let filters = Hint(
    "filter by type and generation", es: "filtrar por tipo y generación",
    fr: "filtrer par type et génération", de: "nach Typ und Generation filtern",
    ja: "タイプと世代で絞り込み")
  static let game = Hint("game", es: "juego", fr: "jeu", de: "Spiel", ja: "ゲーム")
  static let whoList = Hint(
    "list them in the Pokédex", es: "listarlos en la Pokédex", fr: "les lister dans le Pokédex",
    de: "in der Liste zeigen", ja: "図鑑の一覧で見る")
  static let whoFoundThere = Hint(
    "who else is found there", es: "quién más aparece allí", fr: "qui d’autre s’y trouve",
    de: "wer dort noch vorkommt", ja: "そこに出現するポケモン")
  static let clear = Hint(
    "clear the search", es: "borrar la búsqueda", fr: "effacer la recherche", de: "Suche leeren",
    ja: "検索をクリア")
}
