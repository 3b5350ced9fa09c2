/// A closure for a dependency's `testValue` that fails the test that calls it, naming the
/// endpoint, as TCA's `@DependencyClient` generates: a test then says which endpoints it uses
/// by overriding them, and reaching any other is a failure, not a silent default.
///
/// Throwing closures throw after reporting; others return `placeholder`.
///
/// ```swift
/// extension SearchClient: DependencyKey {
///   static let liveValue = SearchClient(search: { query in try await api.search(query) })
///   static let testValue = SearchClient(
///     search: unimplemented("SearchClient.search"),
///     recent: unimplemented("SearchClient.recent", placeholder: []))
/// }
/// ```
public func unimplemented<each Argument, Result>(
  _ name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportIssue(unimplementedMessage(name), at: location)
    throw Unimplemented(name: name)
  }
}

/// `unimplemented(_:)` for a synchronous throwing closure.
///
/// ```swift
/// parse: unimplemented("Parser.parse")
/// ```
public func unimplemented<each Argument, Result>(
  _ name: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportIssue(unimplementedMessage(name), at: location)
    throw Unimplemented(name: name)
  }
}

/// An unimplemented closure that cannot throw: it reports the call and returns `placeholder`.
///
/// ```swift
/// recent: unimplemented("SearchClient.recent", placeholder: [])
/// ```
public func unimplemented<each Argument, Result: Sendable>(
  _ name: String, placeholder: Result, fileID: String = #fileID, filePath: String = #filePath,
  line: Int = #line, column: Int = #column
) -> @Sendable (repeat each Argument) -> Result {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportIssue(unimplementedMessage(name), at: location)
    return placeholder
  }
}

/// An unimplemented `async` closure that cannot throw: it reports the call and returns
/// `placeholder`.
///
/// ```swift
/// status: unimplemented("PokemonClient.status", placeholder: .offline)
/// ```
public func unimplemented<each Argument, Result: Sendable>(
  _ name: String, placeholder: Result, fileID: String = #fileID, filePath: String = #filePath,
  line: Int = #line, column: Int = #column
) -> @Sendable (repeat each Argument) async -> Result {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    reportIssue(unimplementedMessage(name), at: location)
    return placeholder
  }
}

/// What an unimplemented endpoint throws after reporting its call.
///
/// ```swift
/// catch let error as Unimplemented { print(error.name) }
/// ```
public struct Unimplemented: Error, CustomStringConvertible {
  /// The endpoint, as given to `unimplemented`.
  public let name: String
  /// "SearchClient.search is unimplemented".
  public var description: String { "\(name) is unimplemented" }
}

/// The report of a call to `name` ("FactClient.fetch"), with the override to write: the
/// client's name in `DependencyValues` is its type's in lower camel case, by convention.
private func unimplementedMessage(_ name: String) -> String {
  func isIdentifier(_ text: Substring) -> Bool {
    text.first.map { $0.isLetter || $0 == "_" } == true
      && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
  /// `FactClient` → `factClient`, `APIClient` → `apiClient`, `API` → `api`.
  func lowerCamel(_ type: Substring) -> String {
    let capitals = type.prefix { $0.isUppercase }
    guard capitals.count > 1 else { return type.prefix(1).lowercased() + type.dropFirst() }
    guard capitals.count < type.count else { return type.lowercased() }
    return capitals.dropLast().lowercased() + type.dropFirst(capitals.count - 1)
  }
  let parts = name.split(separator: ".", omittingEmptySubsequences: false)
  let path =
    parts.count == 2 && parts.allSatisfy(isIdentifier)
    ? "$0.\(lowerCamel(parts[0])).\(parts[1])" : "$0.<client>.<endpoint>"
  return "Unimplemented: \(name) was called, but the test did not override it. Override it "
    + "with withDependencies: { \(path) = { ... } }."
}
