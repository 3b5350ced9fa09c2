import Foundation
import TerminalTesting
import Testing

/// `loop-timer` (Examples/TerminalTimer), the example of a full-screen app with Loop and
/// TerminalUI, run in a real terminal (tmux) as a person would.
@Suite(
  .waitsOnChildProcesses,
  .enabled(if: Tmux.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil))
struct TimerExampleTests {
  let program = Tmux.builtProgram("loop-timer").path

  @Test func keysCountTheTimerRunsAndQuittingRestoresTheTerminal() throws {
    let tmux = try Tmux(width: 80, height: 24)
    try tmux.type("\(program); echo EXIT=$?\n")
    try tmux.waitFor("Loop timer")
    #expect(try tmux.screen().contains("+ up  - down  space timer  r reset  ? help  q quit"))
    try tmux.type("+++-")
    try tmux.waitFor("Count 2")
    try tmux.type(" ")
    try tmux.waitFor("00:01 running")
    try tmux.type("?")
    try tmux.waitFor("start / stop the timer")
    try tmux.type("?")
    try tmux.waitFor("Count 2")
    // Too small: a message instead of a cut frame; back to size, the frame again.
    try tmux.resize(width: 20, height: 6)
    try tmux.waitFor("too small (50×10)")
    try tmux.resize(width: 80, height: 24)
    try tmux.waitFor("Count 2") { $0.contains("q quit") }
    try tmux.type("r")
    try tmux.waitFor("00:00 stopped") { $0.contains("Count 0") }
    // Ctrl-Z gives the shell back; `fg` takes the terminal again and the frame is whole.
    try tmux.press("C-z")
    try tmux.waitFor("Stopped")
    try tmux.type("fg\n")
    try tmux.waitFor("Loop timer") { $0.contains("Count 0") && $0.contains("q quit") }
    try tmux.type("q")
    // (The shell's `echo EXIT=$?` ran when the job stopped; after `fg` the program's own last
    // line says it ended.)
    let screen = try tmux.waitFor("Counted to 0")
    // The main screen is back, with the shell's prompt and the program's last word.
    #expect(screen.contains("Counted to 0; the timer ran 0 s."))
    #expect(screen.hasPrefix("READY$ "))
    #expect(!screen.contains("Loop timer"))
  }

  @Test func withoutATerminalItSaysSoAndTouchesNothing() throws {
    let output = try spawn(["/bin/sh", "-c", "\(program) 2>&1; echo EXIT=$?"], captureOutput: true)
    #expect(output == "loop-timer: needs a terminal (not a pipe or a file)\nEXIT=2\n")
    let unknown = try spawn(
      ["/bin/sh", "-c", "\(program) --fast 2>&1; echo EXIT=$?"], captureOutput: true)
    #expect(unknown.hasPrefix("loop-timer: unknown argument --fast\nusage: loop-timer"))
    #expect(unknown.hasSuffix("EXIT=2\n"))
    let help = try spawn([program, "--help"], captureOutput: true)
    #expect(help.contains("? shows the keys, q quits"))
  }
}
