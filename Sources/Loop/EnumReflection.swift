import Synchronization

/// Reading an enum case from its embed function alone: `CasePath(Action.search)` with no
/// `var search: Search.Action?` property, as case paths did before Swift had macros.
///
/// Swift keeps, for every enum type, a table of functions the runtime uses to handle its
/// values; three of them read a value's case number, take the payload out of a value, and put
/// the case number back. The first time a case path sees a value of its case (found with
/// `Mirror`, and checked by embedding the payload again), it learns the case number and
/// whether the payload lies in the value itself (not `indirect`). From then on telling the case
/// is one call, and taking the payload out a copy of the value and two calls: no reflection.
/// A case whose payload cannot be read that way (an `indirect` case) goes on with `Mirror`,
/// slower but right.
@usableFromInline
enum EnumReflection {
  /// The value witness table of an enum type, as the Swift ABI lays it out: eight function
  /// pointers, two sizes, two 32-bit fields, then the three enum functions.
  @usableFromInline struct EnumValueWitnessTable {
    let initializeBufferWithCopyOfBuffer: UnsafeRawPointer
    let destroy: UnsafeRawPointer
    let initializeWithCopy: UnsafeRawPointer
    let assignWithCopy: UnsafeRawPointer
    let initializeWithTake: UnsafeRawPointer
    let assignWithTake: UnsafeRawPointer
    let getEnumTagSinglePayload: UnsafeRawPointer
    let storeEnumTagSinglePayload: UnsafeRawPointer
    let size: Int
    let stride: Int
    let flags: UInt32
    let extraInhabitantCount: UInt32
    @usableFromInline let getEnumTag: @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
    @usableFromInline let destructiveProjectEnumData:
      @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer)
        -> Void
    @usableFromInline let destructiveInjectEnumTag:
      @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void
  }

  /// An enum type's metadata and value witnesses. Sendable: both live as long as the
  /// process and never change.
  @usableFromInline struct Witnesses: @unchecked Sendable {
    // Safe: both pointers are to the runtime's type metadata and value witness table, which
    // are made once per type, live as long as the process and are never written again.
    @usableFromInline let metadata: UnsafeRawPointer
    @usableFromInline let table: UnsafePointer<EnumValueWitnessTable>

    /// The case number of `value`.
    @inlinable
    func tag<Root>(of value: Root) -> UInt32 {
      withUnsafePointer(to: value) { table.pointee.getEnumTag($0, metadata) }
    }
  }

  /// The metadata of `type` and its enum value witnesses, when it is an enum (not an
  /// optional, not anything else).
  @usableFromInline static func witnesses(of type: Any.Type) -> Witnesses? {
    guard isEnum(type) else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let table = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    return Witnesses(
      metadata: metadata, table: table.assumingMemoryBound(to: EnumValueWitnessTable.self))
  }

  /// What a case path learned about its case, packed in one atomic word: nothing yet (0); the
  /// case number with an inline payload (bit 32), lying as it is in the enum's own bytes
  /// (bit 34 as well); the case number, read with `Mirror` (bit 33).
  @usableFromInline final class Learned: Sendable {
    @usableFromInline let word = Atomic<UInt64>(0)
    @usableFromInline init() {}
  }

  @usableFromInline static let inline: UInt64 = 1 << 32
  @usableFromInline static let mirrored: UInt64 = 1 << 33
  @usableFromInline static let inPlace: UInt64 = 1 << 34

  /// An extract function for the case `embed` makes, learning it on first use. Inlinable,
  /// so the function is specialised for the client's enum and payload types: unspecialised,
  /// each copy and load went through the types' metadata, 35 ns per extraction.
  ///
  /// An embed function that is not a case's constructor (one that changes its payload, or
  /// picks a case by it) would give wrong payloads: it is reported as an issue at `location`
  /// (where the path was made) and the value is taken as not its case.
  @inlinable
  static func extract<Root, Value>(
    _ embed: @escaping @Sendable (Value) -> Root, location: CodeLocation?
  ) -> @Sendable (Root) -> Value? {
    guard let witnesses = witnesses(of: Root.self) else {
      // Not an enum (a struct standing for one, say): Mirror is all there is.
      return { root in
        guard let (payload, _) = mirrorExtract(root, embed) else { return nil }
        return isConstructor(embed, root, payload, location) ? payload : nil
      }
    }
    let learned = Learned()
    return { root in
      let word = learned.word.load(ordering: .relaxed)
      if word & (inline | mirrored) != 0 {
        let tag = UInt32(truncatingIfNeeded: word)
        guard witnesses.tag(of: root) == tag else { return nil }
        // In place, the payload is read where it lies: no copy of the enum, no projection and
        // injection (two calls through its value witnesses).
        let payload: Value? =
          word & inPlace != 0
          ? withUnsafeBytes(of: root) { $0.load(as: Value.self) }
          : word & inline != 0 ? project(root, tag: tag, witnesses) : mirrorPayload(root)
        #if DEBUG
          // An embed function that picks its case by the payload embeds this one elsewhere.
          if let payload, witnesses.tag(of: embed(payload)) != tag {
            reportNotAConstructor(embed, root, payload, location)
            return nil
          }
        #endif
        return payload
      }
      // Not learned yet: find the case with Mirror, and learn it from a match. A path through
      // several cases (`{ .destination(.presented($0)) }`) is read with Mirror every time:
      // the outer case's number alone does not tell it.
      guard let (payload, depth): (Value, Int) = mirrorExtract(root, embed),
        isConstructor(embed, root, payload, location)
      else { return nil }
      let caseTag = witnesses.tag(of: root)
      let isInline =
        depth == 1 && payloadIsExactly(Value.self, in: root)
        && projectsInline(root, payload, tag: caseTag, witnesses)
      if depth == 1 {
        let kind = isInline ? inline | (liesInPlace(root, payload) ? inPlace : 0) : mirrored
        learned.word.store(UInt64(caseTag) | kind, ordering: .relaxed)
      }
      return payload
    }
  }

  /// The payload of `root`, whose case is `tag` and whose payload lies inline: a copy of the
  /// value, its payload taken out, copied, and the case put back so the copy is destroyed as
  /// the enum it is.
  @inlinable
  static func project<Root, Value>(_ root: Root, tag: UInt32, _ witnesses: Witnesses)
    -> Value
  {
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      witnesses.table.pointee.destructiveProjectEnumData(raw, witnesses.metadata)
      let value = raw.load(as: Value.self)
      witnesses.table.pointee.destructiveInjectEnumTag(raw, tag, witnesses.metadata)
      return value
    }
  }

  /// Whether the case's payload is stored as a `Value` itself, so reading its bytes as one is
  /// right for every value of the case, not only the one seen: `Value` must be a struct, an
  /// enum or a tuple (a class payload may hold a subclass, an existential any conformer), the
  /// payload's dynamic type `Value` exactly (not an optional wrapping it). (``projectsInline``
  /// checks that no existential container holds it.)
  @usableFromInline static func payloadIsExactly<Root, Value>(_ type: Value.Type, in root: Root)
    -> Bool
  {
    let kind = unsafeBitCast(Value.self, to: UnsafePointer<Int>.self).pointee
    guard kind == 0x200 || kind == 0x201 || kind == 0x301 else { return false }
    guard let (_, payload) = enumChild(root), Swift.type(of: payload) == Value.self else {
      return false
    }
    return true
  }

  /// Whether `root`'s payload lies inline: taken out as ``project(_:tag:_:_:)`` takes it, its
  /// bytes are those of `payload` (a copy of a value has the same bytes). An `indirect` case
  /// keeps a pointer to a box there instead.
  @usableFromInline static func projectsInline<Root, Value>(
    _ root: Root, _ payload: Value, tag: UInt32, _ witnesses: Witnesses
  ) -> Bool {
    guard MemoryLayout<Value>.size <= MemoryLayout<Root>.size else { return false }
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      witnesses.table.pointee.destructiveProjectEnumData(raw, witnesses.metadata)
      defer {
        witnesses.table.pointee.destructiveInjectEnumTag(raw, tag, witnesses.metadata)
      }
      let projected = UnsafeRawBufferPointer(start: raw, count: MemoryLayout<Value>.size)
      guard withUnsafeBytes(of: payload, { $0.elementsEqual(projected) }) else { return false }
      // An existential container keeps a value of up to three words inline, then its type:
      // there the payload's type is not fixed, whatever this value's is.
      let typeWord = 3 * MemoryLayout<Int>.size
      if MemoryLayout<Value>.size <= typeWord,
        MemoryLayout<Root>.size >= typeWord + MemoryLayout<Int>.size,
        raw.load(fromByteOffset: typeWord, as: UInt.self)
          == UInt(bitPattern: unsafeBitCast(Value.self, to: Int.self))
      {
        return false
      }
      return true
    }
  }

  /// Whether `root`'s own first bytes are `payload`'s (for a payload that lies inline, see
  /// ``projectsInline(_:_:tag:_:)``): then every value of the case has its payload there as it
  /// is. Projecting a case's payload clears the bits that tell the case, the same for every
  /// value of it; when those are zero, or kept past the payload, it changes nothing.
  @usableFromInline static func liesInPlace<Root, Value>(_ root: Root, _ payload: Value) -> Bool {
    withUnsafeBytes(of: root) { rootBytes in
      withUnsafeBytes(of: payload) { $0.elementsEqual(rootBytes.prefix($0.count)) }
    }
  }

  /// The payload of `root` as `Value` if `root` is the case `embed` makes, and how many cases
  /// deep it lies: found with `Mirror`, going down through cases until a payload is a
  /// `Value`, and checked by embedding it again and comparing the cases on the way, by their
  /// numbers (two cases may share a name: `foo(a:)` and `foo(b:)`) and their names.
  @usableFromInline static func mirrorExtract<Root, Value>(_ root: Root, _ embed: (Value) -> Root)
    -> (Value, Int)?
  {
    var path: [CaseStep] = []
    var current: Any = root
    while path.count < 16 {
      guard let (label, payload) = enumChild(current) else { return nil }
      path.append(CaseStep(label: label, tag: tag(of: current)))
      if let value = payload as? Value {
        return casePath(of: embed(value), depth: path.count) == path ? (value, path.count) : nil
      }
      current = payload
    }
    return nil
  }

  /// One case on the way down to a payload: its name and its number.
  struct CaseStep: Equatable {
    let label: String?
    let tag: UInt32?
  }

  /// The cases of `value`, `depth` cases down.
  private static func casePath(of value: Any, depth: Int) -> [CaseStep] {
    var path: [CaseStep] = []
    var current = value
    while path.count < depth, let (label, payload) = enumChild(current) {
      path.append(CaseStep(label: label, tag: tag(of: current)))
      current = payload
    }
    return path
  }

  /// The case number of `value`, when it is an enum.
  private static func tag(of value: Any) -> UInt32? {
    func open<T>(_ value: T) -> UInt32? { witnesses(of: T.self)?.tag(of: value) }
    return open(value)
  }

  /// Whether embedding `payload` again gives `root` back (checked where `Root` is Equatable:
  /// the cases were compared already); reports the embed function when it does not.
  @usableFromInline static func isConstructor<Root, Value>(
    _ embed: (Value) -> Root, _ root: Root, _ payload: Value, _ location: CodeLocation?
  ) -> Bool {
    func same<E: Equatable>(_ lhs: E) -> Bool { (embed(payload) as? E).map { $0 == lhs } ?? true }
    guard let equatable = root as? any Equatable, !same(equatable) else { return true }
    reportNotAConstructor(embed, root, payload, location)
    return false
  }

  @usableFromInline static func reportNotAConstructor<Root, Value>(
    _ embed: (Value) -> Root, _ root: Root, _ payload: Value, _ location: CodeLocation?
  ) {
    reportIssue(
      "The embed function (\(Value.self)) -> \(Root.self) given here is not a case's "
        + "constructor: it took the payload \(payload) out of \(root), but embedding that "
        + "payload again gives \(embed(payload)). Pass the case itself (`\(Root.self).name`), "
        + "or a CasePath with an extract function; the value was taken as not this case.",
      at: location)
  }

  /// An enum value's case label and payload (a one-element tuple unwrapped), if it has one.
  static func enumChild(_ value: Any) -> (String?, Any)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else { return nil }
    let inner = Mirror(reflecting: child.value)
    if inner.displayStyle == .tuple, inner.children.count == 1, let only = inner.children.first {
      return (child.label, only.value)
    }
    return (child.label, child.value)
  }

  /// The payload of `root`'s case as `Value`, if it has one of that type.
  @usableFromInline static func mirrorPayload<Root, Value>(_ root: Root) -> Value? {
    guard let child = Mirror(reflecting: root).children.first else { return nil }
    if let payload = child.value as? Value { return payload }
    // One labelled associated value reflects as a one-element tuple.
    let inner = Mirror(reflecting: child.value)
    guard inner.displayStyle == .tuple, inner.children.count == 1 else { return nil }
    return inner.children.first?.value as? Value
  }
}
