import DomovCore
import DomovOutbound
import Foundation
import Hummingbird
import HTTPTypes
import Logging

/// "Connect Google Calendar": the OAuth 2.0 authorization code flow with PKCE (S256), a
/// `state` bound to this browser (cookie) and to the signed-in user, and an ID token for the
/// account's address. The refresh token is kept sealed like an app password; the account is
/// then checked, saved and synced exactly as a password account is. Every failure is a page
/// that says what happened, and nothing is saved.
struct CalendarConnectController {
    let services: DomovServices
    var signIn: SignInServices { services.signIn }

    static let stateCookie = "domov_calendar_connect"

    var pending: PendingStore<PendingCalendarConnect> {
        PendingStore(flows: signIn.pending.flows, kind: "calendar-connect", clock: services.clock)
    }

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        let household = router.group(context: HouseholdRequestContext.self)
        household.post(PlannerURL.Route.externalAccountConnect, use: start)
        signedIn.get(ExternalSignInURL.Route.calendarCallback, use: callback)
    }

    /// Remembers state, nonce and verifier for this user and household, then sends the browser on.
    @Sendable func start(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await PlannerController(services: services).scope(request, context)
        guard let connection = services.calendarConnection, connection.provider.id == context.parameters.get("provider") else {
            throw DomainError.notFound
        }
        let provider = connection.provider
        do {
            let configuration = try await signIn.client.configuration(for: provider)
            let state = RandomToken.make()
            let flow = PendingCalendarConnect(
                providerID: provider.id, nonce: RandomToken.make(), pkce: .generate(), userID: scope.user.id,
                householdID: scope.frame.householdID
            )
            guard
                let url = signIn.client.authorizationURL(
                    for: provider, configuration: configuration, redirectURI: redirectURI(provider, request), state: state,
                    nonce: flow.nonce,
                    pkce: flow.pkce, scopes: CalendarConnection.scopes, extra: CalendarConnection.authorizationParameters
                )
            else { throw ExternalSignInError.providerError }
            try await pending.put(flow, key: state)
            var response = Response.redirect(toPath: url.absoluteString)
            response.setCookie(signIn.cookie(Self.stateCookie, state))
            return response
        } catch let error as ExternalSignInError {
            return failure(CalendarConnectFailure(error), context)
        }
    }

    @Sendable func callback(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let connection = services.calendarConnection, connection.provider.id == context.parameters.get("provider") else {
            throw DomainError.notFound
        }
        let query = request.uri.queryParameters
        do {
            // A refusal saves nothing, so it is reported even without a state.
            if let error = query["error"], !error.isEmpty {
                if let cookie = request.cookies[Self.stateCookie]?.value, !cookie.isEmpty { _ = try await pending.take(cookie) }
                throw CalendarConnectFailure(.providerRefused(code: String(error)))
            }
            let flow = try await takePending(
                state: query["state"].map(String.init), request: request, user: user, provider: connection.provider)
            guard let code = query["code"], !code.isEmpty else { throw CalendarConnectFailure.tokenRefused }
            let exchanged: (identity: ExternalIdentity, tokens: SignInClient.TokenResponse)
            do {
                exchanged = try await signIn.client.exchange(
                    for: connection.provider, code: String(code), redirectURI: redirectURI(connection.provider, request), nonce: flow.nonce,
                    pkce: flow.pkce
                )
            } catch {
                throw CalendarConnectFailure(error)
            }
            guard let access = exchanged.tokens.accessToken, !access.isEmpty else { throw CalendarConnectFailure.tokenRefused }
            guard let refreshToken = exchanged.tokens.refreshToken, !refreshToken.isEmpty else {
                throw CalendarConnectFailure.noRefreshToken
            }
            let email = exchanged.identity.email ?? exchanged.identity.subject
            let accessToken = OAuthAccessToken.issued(access, expiresIn: exchanged.tokens.expiresIn, at: services.clock.now())
            let planner = PlannerController(services: services)
            let account: ExternalCalendarAccount
            do {
                account = try await planner.externalAccountService.connect(
                    provider: connection.provider.id, username: email, url: connection.serverURL(email: email), accessToken: accessToken,
                    refreshToken: refreshToken, in: flow.householdID, by: user
                )
            } catch let problem as ExternalCalendarProblem {
                throw CalendarConnectFailure.server(problem)
            } catch let failure as ValidationFailure where failure.problem(for: "url") != nil {
                throw CalendarConnectFailure.tooMany(ExternalCalendarAccount.maximumPerUser)
            }
            await services.calendarTokens.store(accessToken, for: account.id)
            try await planner.externalCalendarSyncJob.sync(account)
            return cleared(.redirect(to: .planner(.calendars(flow.householdID))))
        } catch let failure as CalendarConnectFailure {
            return cleared(self.failure(failure, context))
        }
    }

    /// The state must be the one this browser's cookie holds, still waiting, and started by
    /// the user now signed in.
    private func takePending(state: String?, request: Request, user: User, provider: SignInProvider) async throws -> PendingCalendarConnect
    {
        guard let state, !state.isEmpty else { throw CalendarConnectFailure.stateMismatch }
        guard let cookie = request.cookies[Self.stateCookie]?.value, !cookie.isEmpty else { throw CalendarConnectFailure.stateExpired }
        guard cookie == state else { throw CalendarConnectFailure.stateMismatch }
        guard let flow = try await pending.take(state) else { throw CalendarConnectFailure.stateExpired }
        guard flow.providerID == provider.id, flow.userID == user.id else { throw CalendarConnectFailure.stateMismatch }
        return flow
    }

    /// The registered redirect URI: the public URL when configured, else the Host used.
    private func redirectURI(_ provider: SignInProvider, _ request: Request) -> String {
        services.absoluteURL(.externalSignIn(.calendarCallback(provider: provider.id)), requestHost: request.head.authority)
    }

    private func cleared(_ response: Response) -> Response {
        var response = response
        response.setCookie(signIn.cookie(Self.stateCookie, ""))
        return response
    }

    private func failure(_ failure: CalendarConnectFailure, _ context: some DomovContext) -> Response {
        let status: HTTPResponse.Status =
            switch failure {
            case .denied, .refused: .forbidden
            case .stateMismatch, .stateExpired: .badRequest
            case .providerUnreachable, .tokenRefused, .noRefreshToken, .server: .badGateway
            case .tooMany: .conflict
            }
        let chrome = services.chrome(context, section: .module(.planner))
        var message = chrome.t(.calendarConnect(.error(failure)))
        if case .server(let problem) = failure { message += " " + chrome.t(.fieldProblem(.calendarServer(problem))) }
        let page = MessagePage(chrome: chrome, title: chrome.t(.calendarConnect(.failed)), message: message, success: false)
        return .html(page.render(), status: status)
    }
}
