// A habit tracker on standard input: the sample app of Loop's article "A small real app".
// Each line is a command; the list is printed again whenever the state changed.

import Foundation
import HabitsFeature
import Loop

let usage = """
  usage: habits [--file PATH]
  Keeps habits in PATH (default ~/.habits.json). Commands, one per line:
    add NAME    done ID    remind ID    delete ID    filter TEXT
    open ID     name TEXT  save         close        quit
  """

var arguments = Array(CommandLine.arguments.dropFirst())
var file = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".habits.json")
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--file" where !arguments.isEmpty:
    file = URL(fileURLWithPath: arguments.removeFirst())
  default:
    FileHandle.standardError.write(Data("habits: unknown argument \(argument)\n\(usage)\n".utf8))
    exit(2)
  }
}

// small-app:program:begin
let store = Store(initialState: HabitsList.State(file: file)) { HabitsList() }
let registry = DependencyValues.inForce.sharedRegistry

// Another process's change to the file is in the state already; telling the reducer keeps a
// recording of this session replayable.
registry.onValueChange { Task { @MainActor in store.send(.savedDataChanged) } }

/// Standard input's lines, read on a thread of their own.
let lines = AsyncStream<String> { continuation in
  Thread.detachNewThread {
    while let line = readLine() { continuation.yield(line) }
    continuation.finish()
  }
}

let changes = store.changes
let printer = Task { @MainActor in
  for await _ in changes { print(render(store.state)) }
}
print(render(store.state))
for await line in lines {
  if line.trimmingCharacters(in: .whitespaces) == "quit" { break }
  switch action(for: line) {
  case .success(let action):
    if case .rows(.element(let id, _)) = action, store.state.habits[id: id] == nil {
      FileHandle.standardError.write(Data("habits: no habit \(id)\n".utf8))
    } else {
      store.send(action)
    }
  case .failure(let error) where !error.message.isEmpty:
    FileHandle.standardError.write(Data("habits: \(error.message)\n".utf8))
  case .failure:
    break
  }
}
// The last state, then the last save written before the process ends.
printer.cancel()
print(render(store.state))
registry.flush()
for problem in registry.problems {
  FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
}
// small-app:program:end

/// The state as text.
@MainActor func render(_ state: HabitsList.State) -> String {
  @Dependency(\.date) var date
  var lines = [
    "— habits (\(state.habits.count))"
      + (state.appliedQuery.isEmpty ? "" : ", filter “\(state.appliedQuery)”")
  ]
  for habit in state.visible {
    lines.append(
      "  \(habit.id)  \(habit.name)\(habit.doneDays.contains(date.today) ? "  ✓ today" : "")")
  }
  if let detail = state.detail {
    lines.append("  detail: \(detail.habit.name), name field “\(detail.draftName)”")
  }
  if let reminder = state.reminders.last { lines.append("  reminder: \(reminder)") }
  if let problem = state.$habits.persistenceProblem { lines.append("  warning: \(problem)") }
  return lines.joined(separator: "\n")
}

/// The action a command line asks for, or a message saying why there is none.
func action(for line: String) -> Result<HabitsList.Action, CommandError> {
  let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
  guard let command = parts.first else { return .failure(CommandError("")) }
  let argument = parts.count > 1 ? String(parts[1]) : ""
  let id = Int(argument)
  switch (command, id) {
  case ("add", _): return .success(.addTapped(name: argument))
  case ("filter", _): return .success(.queryChanged(argument))
  case ("name", _): return .success(.detail(.presented(.nameChanged(argument))))
  case ("save", _): return .success(.detail(.presented(.saveTapped)))
  case ("close", _): return .success(.detail(.dismiss))
  case ("done", let id?): return .success(.rows(.element(id: id, action: .toggleTodayTapped)))
  case ("remind", let id?): return .success(.rows(.element(id: id, action: .remindTapped)))
  case ("delete", let id?): return .success(.deleteTapped(id: id))
  case ("open", let id?): return .success(.openTapped(id: id))
  case ("done", nil), ("remind", nil), ("delete", nil), ("open", nil):
    return .failure(CommandError("\(command) needs a habit's number"))
  default: return .failure(CommandError("unknown command “\(command)” (see habits --help)"))
  }
}

struct CommandError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
