import PokedexCore
import Testing

@Test func loadStateExposesItsParts() {
  let loaded = LoadState<[Int]>.loaded([1, 2])
  #expect(loaded.value == [1, 2])
  #expect(!loaded.isLoading)
  #expect(LoadState<Int>.failed("offline").failure == "offline")
  #expect(LoadState<Int>.loading.isLoading)
  #expect(loaded.map(\.count) == .loaded(2))
  #expect(LoadState<Int>.idle.map { $0 + 1 } == .idle)
}
