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
    complain("habits: unknown argument \(argument)\n\(usage)\n")
    exit(2)
  }
}

// small-app:program:begin
let store = Store(initialState: HabitsList.State(file: file)) { HabitsList() }
let registry = DependencyValues.inForce.sharedRegistry

// Another process's change to the file is in the state already, but `changes` yields only
// after an action: telling the reducer prints it (and keeps a recording replayable). A save
// that fails in the background is told the same way, so the list shows the problem.
registry.onValueChange { Task { @MainActor in store.send(.savedDataChanged) } }
registry.onProblemChange { Task { @MainActor in store.send(.persistenceProblemChanged) } }
store.send(.persistenceProblemChanged)  // a file that could not be read at start

/// Standard input's lines, read on a thread of their own.
let lines = AsyncStream<String> { continuation in
  Thread.detachNewThread {
    while let line = readLine() { continuation.yield(line) }
    continuation.finish()
  }
}

/// What was printed last. (Not the state: a state holding a `Shared` compares equal to a
/// copy of itself whatever the shared value became.)
var printed = render(store.state)
print(printed)
let changes = store.changes
let printer = Task { @MainActor in
  for await _ in changes {
    printed = render(store.state)
    print(printed)
  }
}
for await line in lines {
  if line.trimmingCharacters(in: .whitespacesAndNewlines) == "quit" { break }
  switch command(line, in: store.state) {
  case .success(let action): store.send(action)
  case .failure(let error) where !error.message.isEmpty:
    complain("habits: \(error.message)\n")
  case .failure: break
  }
}
// The last change, if the printer has not shown it yet; then the last save is written before
// the process ends.
printer.cancel()
if render(store.state) != printed { print(render(store.state)) }
registry.flush()
for problem in registry.problems {
  complain("warning: \(problem)\n")
}
// small-app:program:end

/// The state as text. Habits are numbered as shown, from 1.
@MainActor func render(_ state: HabitsList.State) -> String {
  @Dependency(\.date) var date
  var lines = [
    "— habits (\(state.habits.count))"
      + (state.appliedQuery.isEmpty ? "" : ", filter “\(state.appliedQuery)”")
  ]
  for (index, habit) in state.visible.enumerated() {
    lines.append(
      "  \(index + 1)  \(habit.name)\(habit.doneDays.contains(date.today) ? "  ✓ today" : "")")
  }
  if let detail = state.detail {
    lines.append("  detail: \(detail.habit.name), name field “\(detail.draftName)”")
  }
  if let reminder = state.reminders.last { lines.append("  reminder: \(reminder)") }
  if let problem = state.problem { lines.append("  warning: \(problem)") }
  return lines.joined(separator: "\n")
}

/// The action a command line asks for in `state`, or a message saying why there is none.
/// A habit is named by its number as shown.
@MainActor func command(_ line: String, in state: HabitsList.State) -> Result<
  HabitsList.Action, CommandError
> {
  // Lines from Windows (CRLF), tabs and runs of spaces read as plain ones.
  let parts = line.trimmingCharacters(in: .whitespacesAndNewlines)
    .split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
  guard let command = parts.first else { return .failure(CommandError("")) }
  let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
  switch command {
  case "add": return .success(.addTapped(name: argument))
  case "filter": return .success(.queryChanged(argument))
  case "name", "save", "close":
    guard state.detail != nil else {
      return .failure(CommandError("\(command) needs an open habit (open N first)"))
    }
    return .success(
      command == "name"
        ? .detail(.presented(.nameChanged(argument)))
        : command == "save" ? .detail(.presented(.saveTapped)) : .detail(.dismiss))
  case "done", "remind", "delete", "open":
    guard let number = Int(argument) else {
      return .failure(CommandError("\(command) needs a habit's number"))
    }
    guard state.visible.indices.contains(number - 1) else {
      return .failure(CommandError("no habit \(number)"))
    }
    let id = state.visible[number - 1].id
    switch command {
    case "done": return .success(.rows(.element(id: id, action: .toggleTodayTapped)))
    case "remind": return .success(.rows(.element(id: id, action: .remindTapped)))
    case "delete": return .success(.deleteTapped(id: id))
    default: return .success(.openTapped(id: id))
    }
  default: return .failure(CommandError("unknown command “\(command)” (see habits --help)"))
  }
}

struct CommandError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// Writes `text` to standard error. A failed write (a full disk, a closed pipe) is ignored
/// rather than trapping, as `FileHandle.write(_:)` would.
func complain(_ text: String) {
  try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}
