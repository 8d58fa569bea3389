import DomovCore
import DomovServer
import DomovStorage
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging

/// Everything one server test runs on: the whole application over a fresh SQLite database,
/// a frozen clock, predictable IDs, port 0 and a cheap bcrypt cost.
public struct TestApp: Sendable {
    public let config: DomovConfig
    public let storage: Storage
    public let clock: FrozenClock
    public let ids: IDGenerator
    private let fresh: FreshDatabase

    /// The password hash cost tests use: bcrypt's minimum, so signing up takes milliseconds.
    public static let passwordHashCost: UInt8 = 4

    public static func make(configure: (inout DomovConfig) -> Void = { _ in }) async throws -> TestApp {
        let fresh = try await TestDatabase.makeSQLite()
        do {
            let storage = try await fresh.migratedStorage()
            guard case .sqlite(let path) = fresh.location else { preconditionFailure("test apps run on SQLite") }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var config = DomovConfig(
                host: "127.0.0.1", port: 0, dataDirectory: folder, database: fresh.location,
                logLevel: .error, passwordHashCost: passwordHashCost
            )
            configure(&config)
            return TestApp(config: config, storage: storage, clock: FrozenClock(), ids: .sequential(), fresh: fresh)
        } catch {
            await fresh.destroy()
            throw error
        }
    }

    /// The Hummingbird application, built exactly as the executable builds it.
    public func application() throws -> some ApplicationProtocol {
        try buildApplication(
            config: config,
            dependencies: AppDependencies(
                storage: storage, clock: clock.wallClock, ids: ids, logger: TestLogger.make("domov-test-app"),
                // A dispatcher running every few seconds would race with the rounds a test runs
                // itself (and claim what the test means to check); tests call `runOnce()`.
                runsBackgroundJobs: false
            )
        )
    }

    public func close() async {
        await fresh.destroy()
    }
}

/// A fresh test application and the environment it runs on. Call `environment.close()` when done,
/// or use `withTestApp`, which does.
public func makeTestApp(
    configure: (inout DomovConfig) -> Void = { _ in }
) async throws -> (app: some ApplicationProtocol, environment: TestApp) {
    let environment = try await TestApp.make(configure: configure)
    do {
        return (try environment.application(), environment)
    } catch {
        await environment.close()
        throw error
    }
}

/// Runs the body against a fresh application through HummingbirdTesting's router framework
/// (in process, no sockets), then deletes its database.
public func withTestApp<Value: Sendable>(
    configure: (inout DomovConfig) -> Void = { _ in },
    _ body: @escaping @Sendable (TestApp, any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let (app, environment) = try await makeTestApp(configure: configure)
    do {
        let value = try await app.test(.router) { client in try await body(environment, client) }
        await environment.close()
        return value
    } catch {
        await environment.close()
        throw error
    }
}
