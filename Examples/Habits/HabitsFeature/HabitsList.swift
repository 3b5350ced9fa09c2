import Foundation
import Loop

// small-app:list:begin
extension SharedKey<IdentifiedArrayOf<Habit>> {
  /// The habits, in a JSON file at `url`.
  ///
  /// ```swift
  /// @Shared(.habits(at: url)) var habits: IdentifiedArrayOf<Habit> = []
  /// ```
  public static func habits(at url: URL) -> Self { .fileStorage(url) }
}

/// The app: the persisted list of habits, each driving its row; a filter applied once typing
/// pauses; a detail presented over the list; reminders fired by the rows.
public struct HabitsList: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    @Shared public var habits: IdentifiedArrayOf<Habit>
    @Presents public var detail: HabitDetail.State?
    /// What the user typed in the filter, and what the list is filtered by (once typing
    /// paused).
    public var query = ""
    public var appliedQuery = ""
    /// The reminders that fired, newest last.
    public var reminders: [String] = []
    /// Why the habits could not be read or saved, if they could not (see
    /// `persistenceProblemChanged`).
    public var problem: String?

    /// The app over the habits saved at `url`.
    ///
    /// ```swift
    /// let store = Store(initialState: HabitsList.State(file: url)) { HabitsList() }
    /// ```
    public init(file url: URL) {
      _habits = Shared(wrappedValue: [], .habits(at: url))
    }

    /// The habits the filter lets through, in order.
    ///
    /// ```swift
    /// for habit in state.visible { print(habit.name) }
    /// ```
    public var visible: [Habit] {
      appliedQuery.isEmpty
        ? Array(habits) : habits.filter { $0.name.localizedCaseInsensitiveContains(appliedQuery) }
    }
  }

  public enum Action: Equatable, Sendable {
    case addTapped(name: String)
    case deleteTapped(id: Habit.ID)
    case openTapped(id: Habit.ID)
    case queryChanged(String)
    case queryApplied
    /// Another process changed the saved habits: they are in `habits` already; a program
    /// sends this so a recording of its actions replays the same.
    case savedDataChanged
    /// Reading or saving the file failed, or works again: a save fails in the background,
    /// after the change that caused it, so the program sends this when the registry says so.
    case persistenceProblemChanged
    case rows(IdentifiedActionOf<HabitRow>)
    case detail(PresentationAction<HabitDetail.Action>)
  }

  enum CancelID { case filter }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  /// The app.
  ///
  /// ```swift
  /// let store = Store(initialState: HabitsList.State(file: url)) { HabitsList() }
  /// ```
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped(let name):
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return .none }
        state.$habits.withLock { _ = $0.append(Habit(id: uuid(), name: name)) }
        return .none
      case .deleteTapped(let id):
        state.$habits.withLock { $0[id: id] = nil }
        return .none
      case .openTapped(let id):
        guard let habit = Shared(state.$habits[id: id]) else { return .none }
        state.detail = HabitDetail.State(habit: habit)
        return .none
      case .queryChanged(let query):
        state.query = query
        return .send(.queryApplied)
          .debounce(id: CancelID.filter, for: .milliseconds(300), clock: clock)
      case .queryApplied:
        state.appliedQuery = state.query
        return .none
      case .rows(.element(let id, .reminderFired)):
        if let habit = state.habits[id: id] { state.reminders.append("Time for \(habit.name)") }
        return .none
      case .persistenceProblemChanged:
        state.problem = state.$habits.persistenceProblem?.description
        return .none
      case .savedDataChanged, .rows, .detail:
        return .none
      }
    }
    .forEach(\.$habits, action: Action.rows) { HabitRow() }
    .ifLet(\.$detail, action: Action.detail) { HabitDetail() }
  }
}
// small-app:list:end
