import Foundation
import Testing

@testable import LoopRecording

/// The canonical encoding a state fingerprint hashes: every container and scalar kind, and the
/// orderings that must not depend on the process.
struct CanonicalJSONTests {
  /// Writes through every kind of container by hand.
  struct Everything: Encodable {
    enum Keys: String, CodingKey { case ints, floats, nested, list, single, parent, flag, none }

    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: Keys.self)
      var ints = keyed.nestedContainer(keyedBy: Keys.self, forKey: .ints)
      try ints.encode(Int8(-8), forKey: .ints)
      try ints.encode(Int16(-16), forKey: .floats)
      try ints.encode(Int32(-32), forKey: .nested)
      try ints.encode(Int64(-64), forKey: .list)
      try ints.encode(UInt(1), forKey: .single)
      try ints.encode(UInt8(8), forKey: .parent)
      try ints.encode(UInt16(16), forKey: .flag)
      try ints.encode(UInt32(32), forKey: .none)
      var floats = keyed.nestedUnkeyedContainer(forKey: .floats)
      try floats.encode(0.5)
      try floats.encode(Float(1.5))
      try floats.encode(Double.infinity)
      try floats.encode(UInt64(64))
      try floats.encode(Int8(1))
      try floats.encode(Int16(2))
      try floats.encode(Int32(3))
      try floats.encode(Int64(4))
      try floats.encode(UInt(5))
      try floats.encode(UInt8(6))
      try floats.encode(UInt16(7))
      try floats.encode(UInt32(8))
      try floats.encode(true)
      try floats.encodeNil()
      try floats.encode(Wrapped(value: 9))
      var inner = floats.nestedContainer(keyedBy: Keys.self)
      try inner.encode("in", forKey: .flag)
      var innerList = floats.nestedUnkeyedContainer()
      try innerList.encode("deep")
      try Wrapped(value: 10).encode(to: floats.superEncoder())
      try keyed.encode(Float(2.5), forKey: .nested)
      try keyed.encode(UInt64(7), forKey: .list)
      try Wrapped(value: 11).encode(to: keyed.superEncoder(forKey: .single))
      try Wrapped(value: 12).encode(to: keyed.superEncoder())
      try keyed.encode(false, forKey: .flag)
      try keyed.encodeNil(forKey: .none)
    }
  }

  /// Every scalar through a single-value container.
  struct Wrapped: Encodable {
    var value: Int
    func encode(to encoder: any Encoder) throws {
      var single = encoder.singleValueContainer()
      switch value {
      case 9: try single.encode(Int8(9))
      case 10: try single.encode(UInt64(10))
      case 11: try single.encode(Float(11))
      default: try single.encode(value)
      }
    }
  }

  @Test func everyContainerAndScalarKind() throws {
    #expect(
      try CanonicalValue(encoding: Everything()).text
        == #"{"flag":false,"floats":[0.5,1.5,"inf",64,1,2,3,4,5,6,7,8,true,null,9,{"flag":"in"},"#
        + #"["deep"],10],"ints":{"flag":16,"floats":-16,"ints":-8,"list":-64,"nested":-32,"#
        + #""none":32,"parent":8,"single":1},"list":7,"nested":2.5,"none":null,"single":11.0,"#
        + #""super":12}"#)
  }

  @Test func scalarsThroughSingleValueContainers() throws {
    struct Scalars: Encodable {
      func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        for value in [Int16(1)] { try list.encode(Single(kind: 0, number: Int(value))) }
        for kind in 1...12 { try list.encode(Single(kind: kind, number: kind)) }
      }
    }
    struct Single: Encodable {
      var kind: Int
      var number: Int
      func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch kind {
        case 0: try c.encode(Int16(number))
        case 1: try c.encode(Int32(number))
        case 2: try c.encode(Int64(number))
        case 3: try c.encode(UInt(number))
        case 4: try c.encode(UInt8(number))
        case 5: try c.encode(UInt16(number))
        case 6: try c.encode(UInt32(number))
        case 7: try c.encode(Double(number))
        case 8: try c.encode(true)
        case 9: try c.encodeNil()
        case 10: try c.encode("\(number)")
        default: try c.encode([number])
        }
      }
    }
    #expect(
      try CanonicalValue(encoding: Scalars()).text
        == #"[1,1,2,3,4,5,6,7.0,true,null,"10",[11],[12]]"#)
  }

  @Test func integersBeyondDoublePrecisionStillSortByValue() throws {
    // 2^53 + 1 and 2^53 + 2 meet at one Double; sets of different capacities iterate them in
    // different orders, and the canonical text must not follow that order.
    let big: [UInt64] = (1...40).map { (1 << 53) + $0 }
    var roomy = Set<UInt64>(minimumCapacity: 4096)
    roomy.formUnion(big.reversed())
    let texts = try [Set(big), roomy].map { try CanonicalValue(encoding: $0).text }
    #expect(texts[0] == texts[1])
    #expect(texts[0] == "[" + big.map(String.init).joined(separator: ",") + "]")
  }

  @Test func setsAndDictionariesHaveAFixedOrderAndStringsAreEscaped() throws {
    struct Key: Hashable, Encodable { var x: Int }
    let value = CanonicalValue.object([
      "set": try CanonicalValue(encoding: Set(["b", "a\n\"q\"\\\t\r\u{1}"])),
      "numbers": try CanonicalValue(encoding: Set([10, 9, 100])),
      "pairs": try CanonicalValue(encoding: [Key(x: 2): "two", Key(x: 1): "one"]),
      "byInt": try CanonicalValue(encoding: [2: "b", 1: "a"]),
    ])
    #expect(
      value.text
        == #"{"byInt":{"1":"a","2":"b"},"numbers":[9,10,100],"#
        + #""pairs":[[{"x":1},"one"],[{"x":2},"two"]],"#
        + #""set":["a\n\"q\"\\\t\r\u0001","b"]}"#)
    #expect(value.text(limit: 10) == nil)
    #expect(value.value(at: "byInt.2") == .string("b"))
    #expect(value.value(at: "byInt.3") == nil)
    #expect(value.hash == stableHash(value.text))
    // Read back as JSON, as a recording's kept values are.
    let decoded = try JSONDecoder().decode(CanonicalValue.self, from: Data(value.text.utf8))
    #expect(decoded == value)
    #expect(
      try JSONDecoder().decode(CanonicalValue.self, from: Data("[1.5,null,false]".utf8))
        == .array([.number("1.5"), .null, .bool(false)]))
  }
}
