import Foundation
import PokedexTUI

exit(await TerminalApp.run(Array(CommandLine.arguments.dropFirst())))
