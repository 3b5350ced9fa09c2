/// A sentence for a person, made in English so a front can say it in its own language: the
/// template has `%@` where each value goes; the front translates the template and names each
/// value in its language.
///
/// ```swift
/// let said = Message("%@ learns %@ in no game", .name(pikachu.everyName), .verbatim("Fly"))
/// said.description                                 // Pikachu learns Fly in no game
/// said.text(in: .german) { german[$0] ?? $0 }      // Pikachu erlernt Fly in keinem Spiel
/// ```
public struct Message: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The sentence in English, with `%@` for each of `values`, in their order.
  public var template: String
  public var values: [Value]

  /// What goes in a template's `%@`.
  public indirect enum Value: Equatable, Hashable, Sendable, Codable {
    /// Said as it is in every language: what the user wrote, a number, a name of Showdown's.
    case verbatim(String)
    /// A name by language code; English (`en`) when the language has none.
    case name([String: String])
    /// A few English words, translated as a template is ("an unnamed team").
    case phrase(String)
    /// Values said one after the other, with commas.
    case list([Value])
    /// A message of its own, said in the same language ("Pokémon #%@").
    case message(Message)
  }

  public init(_ template: String, _ values: Value...) {
    self.init(template, values: values)
  }

  public init(_ template: String, values: [Value]) {
    (self.template, self.values) = (template, values)
  }

  /// The sentence in `language`: `translate` gives a template's (or phrase's) words in it,
  /// or returns them as they are when it has none.
  public func text(in language: Language, _ translate: (String) -> String) -> String {
    filled(translate(template), values.map { $0.text(in: language, translate) })
  }

  /// The sentence in English.
  public var description: String { text(in: .english) { $0 } }
}

extension Message.Value {
  /// The value in `language`.
  public func text(in language: Language, _ translate: (String) -> String) -> String {
    switch self {
    case .verbatim(let text): text
    case .name(let names): names[language.rawValue] ?? names[Language.english.rawValue] ?? ""
    case .phrase(let words): translate(words)
    case .list(let values): values.map { $0.text(in: language, translate) }.joined(separator: ", ")
    case .message(let message): message.text(in: language, translate)
    }
  }

  /// A number, as it is written in every language the app speaks.
  public static func number(_ value: Int) -> Self { .verbatim(String(value)) }
}

extension Message {
  /// The message `text` says in English, read back by the first of `templates` it fits, each
  /// value read by `value`; nil when none fits. For messages that reach a front as English
  /// text. A value runs to the first place the template's next words appear (the last to the
  /// words that end the text), so a template fits only text whose values do not hold the words
  /// after them: numbers, names, paths.
  public static func reading(
    _ text: String, as templates: [String], value: (String) -> Value = { .verbatim($0) }
  ) -> Message? {
    for template in templates {
      let parts = template.components(separatedBy: "%@")
      var rest = Substring(text)
      guard rest.hasPrefix(parts[0]) else { continue }
      rest = rest.dropFirst(parts[0].count)
      var values: [Value] = []
      var fits = true
      for (index, part) in parts.enumerated().dropFirst() {
        // The last part ends the text; another is the next place its words appear.
        let end: Substring.Index?
        if index == parts.count - 1 {
          end = rest.hasSuffix(part) ? rest.index(rest.endIndex, offsetBy: -part.count) : nil
        } else {
          end = part.isEmpty ? rest.startIndex : rest.range(of: part)?.lowerBound
        }
        guard let end else {
          fits = false
          break
        }
        values.append(value(String(rest[..<end])))
        rest = rest[end...].dropFirst(part.count)
      }
      if fits, parts.count > 1 || rest.isEmpty { return Message(template, values: values) }
    }
    return nil
  }
}

extension Pokemon {
  /// Its name in every language, as a message's value.
  public var said: Message.Value { .name(everyName) }
}
