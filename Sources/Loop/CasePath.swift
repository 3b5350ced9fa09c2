/// Names one case of an enum: how to build the enum from the case's payload, and how to get the
/// payload back out (nil when the value is another case).
///
/// Without macros an enum case cannot be a key path. The case's embed function is enough:
/// `Scope`, `ifLet`, `forEach`, `ifCaseLet`, `Case` and `TestStore.receive` take `Action.search`
/// and read the case from the value itself (``init(_:fileID:filePath:line:column:)``):
///
/// ```swift
/// enum Action { case search(SearchFeature.Action) }
/// Scope(state: \.search, action: Action.search) { SearchFeature() }
/// ```
///
/// A computed property of the case's name, returning the payload or nil, is the fast path
/// (about 1.5 times faster per scoped send) and what key paths into nested actions
/// (`receive(\.destination?.presented?.detail)`) need; give it a `set` on a state enum so an
/// assertion can write through the case (`$0.destination?.detail?.count = 4`):
///
/// ```swift
/// enum Action {
///   case search(SearchFeature.Action)
///   var search: SearchFeature.Action? {
///     if case .search(let action) = self { action } else { nil }
///   }
/// }
///
/// Scope(state: \.search, action: CasePath(Action.search, \.search)) { SearchFeature() }
/// ```
///
/// Swift keeps the case and the property apart: `Action.search` is the constructor, `\.search`
/// the property.
public struct CasePath<Root, Value>: Sendable {
  /// Wraps a payload in the case.
  ///
  /// ```swift
  /// let path = CasePath(Action.search, \.search)
  /// let action = path.embed(.queryChanged("pika"))  // .search(.queryChanged("pika"))
  /// ```
  public let embed: @Sendable (Value) -> Root
  /// Returns the payload if `root` is this case.
  ///
  /// ```swift
  /// path.extract(.search(.queryChanged("pika")))  // .queryChanged("pika")
  /// path.extract(.refreshPulled)                   // nil
  /// ```
  public let extract: @Sendable (Root) -> Value?

  /// Makes a path from a case constructor and the matching optional property.
  ///
  /// The property is given as a key path literal, which Swift turns into a plain function: no
  /// key path object is read at run time, so extracting costs what the property does. (A key
  /// path held in a variable is not a literal; pass `{ $0[keyPath: path] }` for one.)
  ///
  /// ```swift
  /// CasePath(Action.detail, \.detail)
  /// ```
  public init(
    _ embed: @escaping @Sendable (Value) -> Root, _ extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.init(embed: embed, extract: extract)
  }

  /// Makes a path from two closures, for cases the property pattern does not fit.
  ///
  /// ```swift
  /// CasePath<Action, Int>(
  ///   embed: { .rowTapped(index: $0) },
  ///   extract: { if case .rowTapped(let index) = $0 { index } else { nil } })
  /// ```
  public init(
    embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }
}
