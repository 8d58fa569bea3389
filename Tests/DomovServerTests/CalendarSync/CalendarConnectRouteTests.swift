import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Synchronization
import Testing

/// "Connect Google Calendar" through the router: offered only when configured, the flow's
/// parameters, refusals that save nothing, the account made and synced with a bearer token,
/// renewal of the access token, and a revoked grant shown as "Reconnect".
@Suite("Calendar connect routes")
struct CalendarConnectRouteTests {
    @Test func theConnectButtonShowsOnlyWhenGoogleIsConfigured() async throws {
        try await withConnectApp(configured: false) { _, client, _, _ in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            #expect(!(try await jana.get("/planner/\(household)/calendars")).text.contains("connect-google-calendar"))
            #expect(try await jana.post("/planner/\(household)/accounts/connect/google").status == .notFound)
        }
        try await withConnectApp { _, client, _, _ in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            let page = try await jana.get("/planner/\(household)/calendars")
            #expect(page.text.contains("id=\"connect-google-calendar\"") && page.text.contains("Connect Google Calendar"))
            let start = try await jana.post("/planner/\(household)/accounts/connect/google")
            #expect(start.status == .seeOther)
            #expect(start.location?.hasPrefix("\(FakeProvider.issuer)/authorize?") == true)
            let redirect = try AuthorizationRedirect(start.location)
            #expect(redirect.query["code_challenge_method"] == "S256" && redirect.query["code_challenge"]?.count == 43)
            #expect(redirect.query["scope"] == "openid email https://www.googleapis.com/auth/calendar")
            #expect(redirect.query["access_type"] == "offline" && redirect.query["prompt"] == "consent")
            #expect(redirect.query["redirect_uri"]?.hasSuffix("/auth/google/calendar") == true)
            #expect(!redirect.state.isEmpty && start.setCookie(named: CalendarConnectController.stateCookie)?.value == redirect.state)
            // Another provider, or a household that is not hers: nothing to start.
            #expect(try await jana.post("/planner/\(household)/accounts/connect/mock").status == .notFound)
            #expect(try await jana.post("/planner/\(ID<Household>(UUID()))/accounts/connect/google").status == .notFound)
        }
    }

    @Test func connectingSavesTheAccountWithItsSealedRefreshTokenAndSyncs() async throws {
        try await withConnectApp { app, client, provider, server in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            let done = try await connect(&jana, household, app, provider)
            #expect(done.status == .seeOther && done.location == "/planner/\(household)/calendars")

            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let account = try #require(try await app.storage.externalCalendars.accounts(ownerID: user.id, householdID: household).first)
            #expect(account.authentication == .oauth(provider: "google") && account.username == "jana@gmail.com")
            #expect(account.serverURL == "https://dav.example/jana@gmail.com/user")
            #expect(try TestSealer().open(account.sealedPassword) == "refresh-1" && !account.sealedPassword.contains("refresh-1"))
            #expect(account.lastSyncAt != nil && account.problem == nil)
            #expect(try await app.storage.externalCalendars.calendars(accountID: account.id).map(\.name) == ["Rodina"])
            // Discovery and the sync went with the access token from the code exchange.
            #expect(server.authorizations.allSatisfy { $0 == "Bearer at" } && !server.authorizations.isEmpty)
            let sent = Dictionary(provider.tokenRequests[0], uniquingKeysWith: { a, _ in a })
            #expect(sent["grant_type"] == "authorization_code" && sent["code_verifier"] != nil && sent["client_secret"] == "s3cret")

            let page = try await jana.get("/planner/\(household)/calendars")
            #expect(page.text.contains("jana@gmail.com (Google)") && page.text.contains("synced with your calendar “Rodina”"))

            // Connecting the same Google account again mends it rather than adding a second one.
            _ = try await connect(&jana, household, app, provider)
            #expect(try await app.storage.externalCalendars.accounts(ownerID: user.id, householdID: nil).count == 1)
        }
    }

    @Test func refusalsAndForeignStatesSaveNothing() async throws {
        try await withConnectApp { app, client, provider, _ in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            func saved() async throws -> Int { try await app.storage.externalCalendars.accounts(ownerID: user.id, householdID: nil).count }

            // A state that is not this browser's flow.
            _ = try await start(&jana, household)
            let wrong = try await jana.get("/auth/google/calendar?code=c&state=forged")
            #expect(wrong.status == .badRequest && wrong.text.contains("does not belong to your session"))

            // Consent denied; the flow is then used up.
            var redirect = try await start(&jana, household)
            let denied = try await jana.get("/auth/google/calendar?error=access_denied&state=\(redirect.state)")
            #expect(denied.status == .forbidden && denied.text.contains("consent was denied"))
            #expect(try await jana.get("/auth/google/calendar?code=c&state=\(redirect.state)").status == .badRequest)

            // No refresh token: an hour of sync is not a connection.
            redirect = try await start(&jana, household)
            provider.issuesRefreshToken(nil)
            provider.willIssue(FakeProvider.claims(subject: "g-1", email: "jana@gmail.com", nonce: redirect.nonce, now: app.clock.now))
            let noRefresh = try await jana.get("/auth/google/calendar?code=c&state=\(redirect.state)")
            #expect(noRefresh.status == .badGateway && noRefresh.text.contains("no refresh token"))

            // The token endpoint down.
            redirect = try await start(&jana, household)
            provider.unreachable = true
            let down = try await jana.get("/auth/google/calendar?code=c&state=\(redirect.state)")
            #expect(down.status == .badGateway && down.text.contains("cannot be reached"))
            #expect(try await saved() == 0)

            // Another signed-in user cannot finish Jana's flow, even with her state and cookie.
            provider.unreachable = false
            provider.issuesRefreshToken("refresh-1")
            redirect = try await start(&jana, household)
            var petr = try await Browser.signedUp(client, as: .petr)
            petr.cookies[CalendarConnectController.stateCookie] = redirect.state
            let stolen = try await petr.get("/auth/google/calendar?code=c&state=\(redirect.state)")
            #expect(stolen.status == .badRequest)
            #expect(try await saved() == 0)
        }
    }

    @Test func anotherUsersAccountIsNotFound() async throws {
        try await withConnectApp { app, client, provider, _ in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            _ = try await connect(&jana, household, app, provider)
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let account = try #require(try await app.storage.externalCalendars.accounts(ownerID: user.id, householdID: household).first)

            var petr = try await Browser.signedUp(client, as: .petr)
            let own = try await petr.createHousehold("U Petra")
            for id in [household, own] {
                #expect(try await petr.post("/planner/\(id)/accounts/\(account.id)/sync").status == .notFound)
                #expect(try await petr.post("/planner/\(id)/accounts/\(account.id)/delete").status == .notFound)
            }
            #expect(try await app.storage.externalCalendars.account(id: account.id) != nil)
        }
    }

    @Test func theAccessTokenIsRenewedWhenExpiredOrRefusedAndARevokedGrantAsksToReconnect() async throws {
        try await withConnectApp { app, client, provider, server in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Doma")
            _ = try await connect(&jana, household, app, provider)
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let account = try #require(try await app.storage.externalCalendars.accounts(ownerID: user.id, householdID: household).first)
            let sync = "/planner/\(household)/accounts/\(account.id)/sync"
            #expect(provider.refreshes == 0)

            // The server no longer takes the token: renewed once, and the sync goes through.
            server.revoke("at")
            #expect(try await jana.post(sync).status == .seeOther)
            #expect(provider.refreshes == 1 && server.authorizations.last == "Bearer at-2")
            let refresh = Dictionary(try #require(provider.tokenRequests.last), uniquingKeysWith: { a, _ in a })
            #expect(refresh["grant_type"] == "refresh_token" && refresh["refresh_token"] == "refresh-1")
            #expect(refresh["authorization"] == "Basic " + Data("\(FakeProvider.clientID):s3cret".utf8).base64EncodedString())
            #expect(try await app.storage.externalCalendars.account(id: account.id)?.problem == nil)

            // An hour later the token has run out: renewed before it is sent.
            app.clock.advance(by: 3_600)
            server.clear()
            #expect(try await jana.post(sync).status == .seeOther)
            #expect(provider.refreshes == 2 && server.authorizations.allSatisfy { $0 == "Bearer at-3" })

            // Access revoked at Google: the refresh token is refused, and the account says so.
            provider.revokeGrant()
            server.revoke("at-3")
            #expect(try await jana.post(sync).status == .seeOther)
            let stored = try #require(try await app.storage.externalCalendars.account(id: account.id))
            #expect(stored.problem == .reconnect)
            #expect(stored.nextSyncAt == app.clock.now.addingTimeInterval(ExternalCalendarAccount.reconnectRetryInterval))
            let page = try await jana.get("/planner/\(household)/calendars")
            #expect(page.text.contains("The last sync failed:") && page.text.contains("Reconnect"))
        }
    }

    // MARK: Helpers

    func start(_ browser: inout Browser, _ household: ID<Household>) async throws -> AuthorizationRedirect {
        let start = try await browser.post("/planner/\(household)/accounts/connect/google")
        #expect(start.status == .seeOther)
        return try AuthorizationRedirect(start.location)
    }

    /// The whole flow, with the provider vouching for jana@gmail.com.
    func connect(_ browser: inout Browser, _ household: ID<Household>, _ app: TestApp, _ provider: FakeProvider) async throws
        -> TestResponse
    {
        let redirect = try await start(&browser, household)
        provider.willIssue(FakeProvider.claims(subject: "g-1", email: "jana@gmail.com", nonce: redirect.nonce, now: app.clock.now))
        return try await browser.get("/auth/google/calendar?code=the-code&state=\(redirect.state)")
    }
}

/// The fake provider configured as `google` (or not at all), and a fake CalDAV server as
/// Google's, with a sealer the test can open.
func withConnectApp(
    configured: Bool = true,
    _ body: @escaping @Sendable (TestApp, any TestClientProtocol, FakeProvider, FakeBearerCalDAV) async throws -> Void
) async throws {
    let provider = try FakeProvider()
    provider.issuesRefreshToken("refresh-1")
    let server = FakeBearerCalDAV()
    let environment = try await TestApp.make { config in
        if configured {
            config.signInProviders = [
                SignInProvider(
                    id: "google", displayName: "Google", issuer: FakeProvider.issuer, clientID: FakeProvider.clientID,
                    clientSecret: "s3cret"
                )
            ]
        }
        config.googleCalDAVURL = "https://dav.example/{email}/user"
    }
    do {
        var dependencies = AppDependencies(
            storage: environment.storage, clock: environment.clock.wallClock, ids: environment.ids,
            logger: TestLogger.make("calendar-connect-test"), runsBackgroundJobs: false, credentialSealer: TestSealer()
        )
        dependencies.signInTransport = provider
        dependencies.calendarRemote = server
        let app = try buildApplication(config: environment.config, dependencies: dependencies)
        try await app.test(.router) { client in try await body(environment, client, provider, server) }
        await environment.close()
    } catch {
        await environment.close()
        throw error
    }
}

/// Reversible, so the test can read what was sealed; refuses what it did not seal.
struct TestSealer: CredentialSealing {
    func seal(_ secret: String) throws -> String { "sealed:" + Data(secret.utf8).base64EncodedString() }
    func open(_ sealed: String) throws -> String {
        guard sealed.hasPrefix("sealed:"), let data = Data(base64Encoded: String(sealed.dropFirst(7))) else {
            throw CocoaError(.coderReadCorrupt)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Google's CalDAV as the sync sees it: one empty calendar, reached only with a bearer token
/// that was not revoked. Records every Authorization it was sent.
final class FakeBearerCalDAV: ExternalCalendarRemote {
    private let state = Mutex<(revoked: Set<String>, seen: [String])>(([], []))

    var authorizations: [String] { state.withLock { $0.seen } }
    func revoke(_ token: String) { state.withLock { _ = $0.revoked.insert(token) } }
    func clear() { state.withLock { $0.seen = [] } }

    private func check(_ credentials: ExternalCredentials) throws(ExternalCalendarProblem) {
        let refused = state.withLock { state -> Bool in
            guard let token = credentials.bearerToken else {
                state.seen.append("Basic")
                return true
            }
            state.seen.append("Bearer " + token)
            return state.revoked.contains(token)
        }
        if refused { throw .unauthorized }
    }

    func calendars(_ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [RemoteCalendar] {
        try check(credentials)
        return [RemoteCalendar(url: "https://dav.example/cal/rodina/", name: "Rodina", components: [.event, .todo])]
    }

    func version(ofCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String? {
        try check(credentials)
        return "v1"
    }

    func etags(inCollection url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> [String: String] {
        try check(credentials)
        return [:]
    }

    func object(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> RemoteObject? {
        try check(credentials)
        return nil
    }

    func put(_ text: String, at url: String, ifMatch etag: String?, _ credentials: ExternalCredentials)
        async throws(ExternalCalendarProblem) -> RemoteWriteResult
    {
        try check(credentials)
        return .done(etag: "\"1\"")
    }

    func delete(at url: String, ifMatch etag: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem)
        -> RemoteWriteResult
    {
        try check(credentials)
        return .done(etag: nil)
    }

    func etag(at url: String, _ credentials: ExternalCredentials) async throws(ExternalCalendarProblem) -> String? {
        try check(credentials)
        return nil
    }
}
