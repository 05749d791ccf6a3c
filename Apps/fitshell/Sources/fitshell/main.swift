import FitshellApp
import ShellKit

// All behaviour lives in FitshellApp; this file only hands the process over.
ShellMain.start(identity: Fitshell.identity, plugins: Fitshell.allPlugins, pluginsFor: Fitshell.plugins(for:))
