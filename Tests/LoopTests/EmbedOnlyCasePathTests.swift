import LoopTesting
import Testing

@testable import Loop

// Issue #28, items 2 and 3: case paths from the case's embed function alone, and a
// destination in one line per case. Nothing below declares a computed property per case.

final class Token: Sendable {}

class Animal: @unchecked Sendable {}
final class Dog: Animal, @unchecked Sendable {}
final class Cat: Animal, @unchecked Sendable {}
protocol Shape: Sendable {}
struct Square: Shape { var side: Int }
struct Circle: Shape {
  var radius: Int
  var name: String
}

enum Wrapping {
  case optional(Int?)
  case animal(Animal)
  case shape(any Shape)
  case other(String)
}

enum Payloads: Equatable {
  case none
  case number(Int)
  case other(Int)
  case text(String)
  case pair(id: Int, name: String)
  case object(Token)
  indirect case nested(Payloads)

  static func == (lhs: Payloads, rhs: Payloads) -> Bool { "\(lhs)" == "\(rhs)" }
}

/// Three cases told apart by their payloads' spare bits (a reference has some, and so does a
/// struct holding one).
enum References {
  case a(TokenBox)
  case b(TokenBox)
  case c(TokenBox)
}

struct TokenBox {
  let token: Token
}

enum Texts {
  case a(String)
  case b(String)
}

/// A parent that scopes, presents, stacks and lists children, spelled as TCA spells it.
struct EmbedOnly: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    @Presents var destination: Destination.State? = nil
    var path = StackState<Loader.State>()
    var rows: IdentifiedArrayOf<Loader.State> = []
  }
  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Loader.State, Loader.Action>)
    case rows(IdentifiedActionOf<Loader>)
    case detailTapped
  }
  struct Destination: Reducer {
    enum State: Equatable {
      case loader(Loader.State)
      case counter(Counter.State)
    }
    enum Action: Equatable, Sendable {
      case loader(Loader.Action)
      case counter(Counter.Action)
    }
    var body: some ReducerOf<Self> {
      Case(State.loader, Action.loader) { Loader() }
      Case(State.counter, Action.counter) { Counter() }
    }
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: Action.counter) { Counter() }
    Reduce { state, action in
      if action == .detailTapped { state.destination = .loader(Loader.State(id: 7)) }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Loader() }
    .forEach(\.rows, action: Action.rows) { Loader() }
  }
}

@MainActor
struct EmbedOnlyCasePathTests {
  @Test func extractFromTheEmbedFunctionAlone() {
    let number = CasePath(Payloads.number)
    let other = CasePath(Payloads.other)
    let pair = CasePath(Payloads.pair)
    let text = CasePath(Payloads.text)
    for _ in 0..<3 {  // the first time learns the case, the next ones use what it learned
      #expect(number.extract(.number(4)) == 4)
      #expect(number.extract(.other(4)) == nil)  // the same payload type, another case
      #expect(other.extract(.other(9)) == 9)
      #expect(number.extract(.none) == nil)
      #expect(text.extract(.text("pika")) == "pika")
      #expect(text.extract(.number(1)) == nil)
      #expect(
        pair.extract(.pair(id: 25, name: "Pikachu")).map { "\($0.0) \($0.1)" } == "25 Pikachu")
      #expect(pair.extract(.text("x")) == nil)
    }
  }

  /// A closure that converts its value on the way in (to an optional, a superclass, an
  /// existential) must never have another value of the case read as its type.
  @Test func aConvertingEmbedNeverReadsAnotherValueAsItsType() {
    let optional = CasePath<Wrapping, Int>({ .optional($0) })
    let animal = CasePath<Wrapping, Dog>({ .animal($0) })
    let shape = CasePath<Wrapping, Square>({ .shape($0) })
    for _ in 0..<3 {
      #expect(optional.extract(.optional(5)) == 5)
      #expect(optional.extract(.optional(nil)) == nil)
      #expect(animal.extract(.animal(Dog())) != nil)
      #expect(animal.extract(.animal(Cat())) == nil)
      #expect(shape.extract(.shape(Square(side: 2)))?.side == 2)
      #expect(shape.extract(.shape(Circle(radius: 3, name: "c"))) == nil)
    }
  }

  /// Cases whose payloads all have spare bits keep the case there: the case numbered 0 in
  /// those bits is read in place, the others by projection; each gives its own payloads and
  /// none of another case's, and the references come out retained once (issue #42).
  @Test func casesToldApartByTheirPayloadsSpareBitsEachReadTheirOwn() {
    let (first, second, third) = (Token(), Token(), Token())
    do {
      let paths = [CasePath(References.a), CasePath(References.b), CasePath(References.c)]
      let values: [References] = [
        .a(TokenBox(token: first)), .b(TokenBox(token: second)),
        .c(TokenBox(token: third)),
      ]
      let tokens = [first, second, third]
      for _ in 0..<3 {
        for (index, path) in paths.enumerated() {
          for (other, value) in values.enumerated() {
            let extracted = path.extract(value)?.token
            #expect(index == other ? extracted === tokens[index] : extracted == nil)
          }
        }
      }
      let texts = [CasePath(Texts.a), CasePath(Texts.b)]
      for _ in 0..<3 {
        #expect(texts[0].extract(.a("pika")) == "pika" && texts[0].extract(.b("chu")) == nil)
        #expect(texts[1].extract(.b("chu")) == "chu" && texts[1].extract(.a("pika")) == nil)
      }
    }
  }

  @Test func anIndirectCaseStillExtracts() {
    let nested = CasePath(Payloads.nested)
    for _ in 0..<3 {
      #expect(nested.extract(.nested(.number(3))) == .number(3))
      #expect(nested.extract(.number(3)) == nil)
    }
  }

  @Test func extractingAReferenceLeaksAndOverReleasesNothing_10000Times() {
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let value = Payloads.object(token)
      let object = CasePath(Payloads.object)
      for _ in 0..<10_000 { #expect(object.extract(value) === token) }
      #expect(object.extract(.number(1)) == nil)
    }
    #expect(weakToken == nil)
  }

  @Test func aParentWithoutCasePropertiesScopesPresentsStacksAndReceives() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: EmbedOnly.State(rows: [Loader.State(id: 1)])
    ) {
      EmbedOnly()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.counter(.incrementTapped)) { $0.counter.count = 1 }
    await store.send(.detailTapped) { $0.destination = .loader(Loader.State(id: 7)) }
    await store.send(.destination(.presented(.loader(.loadTapped))))
    await store.send(.path(.push(id: 0, state: Loader.State(id: 2)))) {
      $0.path.append(Loader.State(id: 2))
    }
    await store.send(.path(.element(id: 0, action: .loadTapped)))
    await store.send(.rows(.element(id: 1, action: .loadTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(EmbedOnly.Action.destination) {
      $0.destination = .loader(Loader.State(id: 7, loads: 1))
    }
    await store.receive(EmbedOnly.Action.path) { $0.path[id: 0]?.loads = 1 }
    await store.receive(EmbedOnly.Action.rows) { $0.rows[id: 1]?.loads = 1 }
    // An action for the other case of the destination is reported and ignored.
    await withKnownIssue {
      await store.send(.destination(.presented(.counter(.incrementTapped))))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }
}
