/// A state whose ``BindingAction``s can be encoded and decoded, so an action enum with a
/// `binding` case stays `Codable` (LoopRecording records `Codable` actions).
///
/// A key path has no portable name, so the state names the fields a recorded binding may set;
/// a binding action then encodes as `{"field": "query", "value": "pika"}`. Encoding a binding
/// of a field not listed throws.
///
/// ```swift
/// extension Search.State: CodableBindings {
///   static let codableBindings: [CodableBinding<Self>] = [.field("query", \.query)]
/// }
/// enum Action: BindableAction, Codable { case binding(BindingAction<Search.State>) /* ... */ }
/// ```
public protocol CodableBindings {
  /// The fields a binding action may set in a recording, each with a name that stays the same
  /// across versions of the app.
  ///
  /// ```swift
  /// static let codableBindings: [CodableBinding<Self>] = [.field("query", \.query)]
  /// ```
  static var codableBindings: [CodableBinding<Self>] { get }
}

/// One field of ``CodableBindings``: its name in recordings and how to encode and decode its
/// value.
///
/// ```swift
/// CodableBinding<Search.State>.field("query", \.query)
/// ```
public struct CodableBinding<Root>: Sendable {
  let name: String
  let keyPath: PartialKeyPath<Root> & Sendable
  let encodeValue:
    @Sendable (BindingAction<Root>, inout KeyedEncodingContainer<BindingCodingKey>)
      throws -> Void
  let decode: @Sendable (KeyedDecodingContainer<BindingCodingKey>) throws -> BindingAction<Root>

  /// The field at `keyPath`, recorded as `name`.
  ///
  /// ```swift
  /// static let codableBindings: [CodableBinding<Self>] = [
  ///   .field("query", \.query), .field("showsFavoritesOnly", \.showsFavoritesOnly),
  /// ]
  /// ```
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable
  ) -> Self {
    Self(
      name: name, keyPath: keyPath,
      encodeValue: { binding, container in
        try container.encode(binding.value(at: keyPath), forKey: .value)
      },
      decode: { container in .set(keyPath, try container.decode(Value.self, forKey: .value)) })
  }
}

enum BindingCodingKey: String, CodingKey {
  case field, value
}

extension BindingAction: Encodable where Root: CodableBindings {
  /// Encodes the field's name and the new value.
  ///
  /// ```swift
  /// try JSONEncoder().encode(Search.Action.binding(.set(\.query, "pika")))
  /// ```
  public func encode(to encoder: any Encoder) throws {
    guard let field = Root.codableBindings.first(where: { ($0.keyPath as AnyKeyPath) == keyPath })
    else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "\(keyPath) is not in \(Root.self).codableBindings."))
    }
    var container = encoder.container(keyedBy: BindingCodingKey.self)
    try container.encode(field.name, forKey: .field)
    try field.encodeValue(self, &container)
  }
}

extension BindingAction: Decodable where Root: CodableBindings {
  /// Decodes a binding of one of the fields the state lists.
  ///
  /// ```swift
  /// let action = try JSONDecoder().decode(Search.Action.self, from: recorded)
  /// ```
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: BindingCodingKey.self)
    let name = try container.decode(String.self, forKey: .field)
    guard let field = Root.codableBindings.first(where: { $0.name == name }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription: "\(Root.self).codableBindings has no field named \(name).")
    }
    self = try field.decode(container)
  }
}
