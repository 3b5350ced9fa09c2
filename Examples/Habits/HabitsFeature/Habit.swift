import Foundation
import Loop

/// A habit the user keeps: a name and the days it was done.
///
/// Its id is a UUID, never a number counted from the list: two terminals adding a habit at
/// the same moment must not give both the same id (the file merges the list by id), and a
/// deleted habit's id must never come back on another one.
public struct Habit: Codable, Equatable, Identifiable, Sendable {
  public var id: UUID
  public var name: String
  /// The days it was done, counted in UTC from 1 January 1970.
  public var doneDays: Set<Int>

  /// A habit, done on `doneDays`.
  ///
  /// ```swift
  /// let run = Habit(id: UUID(), name: "Run")
  /// ```
  public init(id: UUID, name: String, doneDays: Set<Int> = []) {
    self.id = id
    self.name = name
    self.doneDays = doneDays
  }
}

extension DateGenerator {
  /// Today, as a day counted from 1 January 1970 in UTC (so a day turns at midnight UTC, not
  /// local midnight: a real app would count in the user's calendar).
  ///
  /// ```swift
  /// habit.doneDays.insert(date.today)
  /// ```
  public var today: Int { Int((now.timeIntervalSince1970 / 86_400).rounded(.down)) }
}

// small-app:row:begin
/// One habit's row in the list. Its state is the habit itself, an element of the persisted
/// list: `forEach(\.$habits)` runs it in place, so its edit is saved with the list.
///
/// A public reducer is declared `Sendable`: its effects capture it (`clock` below), and only
/// an internal type has that conformance inferred.
public struct HabitRow: Reducer, Sendable {
  public typealias State = Habit

  public enum Action: Equatable, Sendable {
    case toggleTodayTapped
    case remindTapped
    case reminderFired
  }

  enum CancelID { case reminder }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date

  /// The row.
  ///
  /// ```swift
  /// .forEach(\.$habits, action: Action.rows) { HabitRow() }
  /// ```
  public init() {}

  public func reduce(into habit: inout Habit, action: Action) -> Effect<Action> {
    switch action {
    case .toggleTodayTapped:
      if habit.doneDays.remove(date.today) == nil { habit.doneDays.insert(date.today) }
      return .none
    case .remindTapped:
      // Tapped again, the reminder starts over.
      return .run { send in
        try await clock.sleep(for: .seconds(10))
        await send(.reminderFired)
      }
      .cancellable(id: CancelID.reminder, cancelInFlight: true)
    case .reminderFired:
      return .none  // the list tells the user
    }
  }
}

// small-app:row:end

// small-app:detail:begin
/// A habit's detail, presented over the list: it holds its habit as a part of the persisted
/// list (`Shared($habits[id: id])`), so a rename here is a change of the list.
public struct HabitDetail: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    @Shared public var habit: Habit
    public var draftName: String

    /// The detail of `habit`, a part of the shared list.
    ///
    /// ```swift
    /// if let habit = Shared(state.$habits[id: id]) { state.detail = HabitDetail.State(habit: habit) }
    /// ```
    public init(habit: Shared<Habit>) {
      _habit = habit
      draftName = habit.wrappedValue.name
    }
  }

  public enum Action: Equatable, Sendable {
    case nameChanged(String)
    case saveTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// The detail.
  ///
  /// ```swift
  /// .ifLet(\.$detail, action: Action.detail) { HabitDetail() }
  /// ```
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let name):
      state.draftName = name
      return .none
    case .saveTapped:
      let name = state.draftName.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { return .none }
      state.$habit.withLock { $0.name = name }
      // The effect captures `self`: this is why a public reducer must be `Sendable`.
      return .run { _ in await dismiss() }
    }
  }
}
// small-app:detail:end
