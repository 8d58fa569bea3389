import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Sign-ins in progress are in the database: two applications on one database stand for two
/// `domov serve` processes behind a load balancer.
@Suite("External sign-in across processes")
struct SignInAcrossProcessesTests {
    @Test func aSignInStartedOnOneProcessFinishesOnTheOtherOnce() async throws {
        let provider = try FakeProvider()
        let environment = try await TestApp.make { config in
            config.signInProviders = [
                SignInProvider(
                    id: "mock", displayName: "Mock ID", issuer: FakeProvider.issuer, clientID: FakeProvider.clientID, clientSecret: "s3cret"
                )
            ]
        }
        do {
            var dependencies = AppDependencies(
                storage: environment.storage, clock: environment.clock.wallClock, ids: environment.ids,
                logger: TestLogger.make("sign-in-two-processes"), runsBackgroundJobs: false
            )
            dependencies.signInTransport = provider
            // Each application has its own services, as each process would; only the database is shared.
            let first = try buildApplication(config: environment.config, dependencies: dependencies)
            let second = try buildApplication(config: environment.config, dependencies: dependencies)
            try await first.test(.router) { firstClient in
                try await second.test(.router) { secondClient in
                    var onFirst = Browser(firstClient)
                    let start = try await onFirst.get("/auth/mock")
                    #expect(start.status == .seeOther)
                    let redirect = try AuthorizationRedirect(start.location)
                    provider.willIssue(
                        FakeProvider.claims(subject: "s-2", email: "dva@example.org", nonce: redirect.nonce, now: environment.clock.now))

                    // The same browser (its cookies), sent back by the provider to the other process.
                    var onSecond = Browser(secondClient)
                    onSecond.cookies = onFirst.cookies
                    let callback = "/auth/mock/callback?code=the-code&state=\(redirect.state)"
                    let done = try await onSecond.get(callback)
                    #expect(done.status == .seeOther && done.location == "/", "\(done.text)")
                    #expect(onSecond.sessionToken != nil)
                    #expect(try await environment.storage.accounts.user(email: "dva@example.org") != nil)

                    // Used up: replayed on either process, it is refused.
                    onFirst.cookies = onSecond.cookies
                    onFirst.cookies[SignInServices.stateCookie] = redirect.state
                    #expect(try await onFirst.get(callback).status == .badRequest)
                    #expect(provider.tokenRequests.count == 1)
                }
            }
            await environment.close()
        } catch {
            await environment.close()
            throw error
        }
    }

    @Test func theSessionCleanupDeletesAbandonedSignIns() async throws {
        try await withTestApp { app, _ in
            let flows = app.storage.signInFlows
            let now = app.clock.now
            try await flows.put(
                SecretToken(value: "abandoned"), kind: "sign-in", payload: "{}", createdAt: now, expiresAt: now.addingTimeInterval(600))
            try await flows.put(
                SecretToken(value: "fresh"), kind: "sign-in", payload: "{}", createdAt: now.addingTimeInterval(590),
                expiresAt: now.addingTimeInterval(1190))
            app.clock.advance(by: 600)
            let job = SessionCleanupJob(
                sessions: app.storage.sessions, signInFlows: flows, clock: app.clock.wallClock, logger: TestLogger.make("cleanup"))
            try await job.runOnce()
            #expect(try await flows.deleteExpired(now: app.clock.now) == 0, "already deleted by the job")
            #expect(try await flows.peek(SecretToken(value: "fresh"), kind: "sign-in", now: app.clock.now) == "{}")
        }
    }
}
