import FitshellApp
import Foundation

// All behaviour lives in FitshellApp; this file only hands over the process.
let status = await Fitshell.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
