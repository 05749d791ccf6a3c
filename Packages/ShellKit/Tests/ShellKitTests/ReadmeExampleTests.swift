import CommandKit
import CoreModels
import CoreModelsTesting
import Foundation
import ShellKit
import Testing

@Test("the README's example compiles, runs, and is the one the README shows")
func shellKitReadmeExample() async throws {
    let folder = TemporaryFolder("readme")
    let console = CapturingConsole()
    // README begin
    let hello = Plugin(
        name: "hello",
        commands: [
            Command(
                "hello", summary: "Greet someone", examples: ["hello Ada"],
                arguments: [Argument("name", help: "who to greet")],
                action: { invocation, context in
                    context.console.print("Hello, \(invocation.argument("name") ?? "you")!")
                })
        ])
    let identity = ShellIdentity(name: "greeter", version: "1.0", summary: "says hello")
    let environment = AppEnvironment(variables: ["GREETER_HOME": folder.url.path], console: console.console)
    let code = await Shell(identity: identity, plugins: [hello], environment: environment).run([
        "hello", "Ada",
    ])
    // README end
    #expect(code == .success && console.output == "Hello, Ada!\n")
    #expect(try ReadmeSnippet.isShown())
}
