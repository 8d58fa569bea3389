import DomovCore
import DomovOutbound
import Foundation
import Hummingbird
import HTTPTypes

/// Signing in, signing up and linking through external providers (OAuth 2.0 authorization
/// code flow with PKCE, and OpenID Connect on top).
struct ExternalSignInController {
    let services: DomovServices
    var signIn: SignInServices { services.signIn }

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        router.get(ExternalSignInURL.Route.start, use: start)
        router.get(ExternalSignInURL.Route.callback, use: callback)
        router.post(ExternalSignInURL.Route.confirmLink, use: confirmLink)
        signedIn.post(ExternalSignInURL.Route.link, use: startLink)
        signedIn.post(ExternalSignInURL.Route.unlink, use: unlink)
    }

    @Sendable func start(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let next = SiteURL.safeNext(request.uri.queryParameters["next"].map(String.init))
        if context.user != nil { return .redirect(toPath: next ?? SiteURL.home.path) }
        // app.js adds the device's zone to the link, as the sign-up form sends it; only a real
        // zone is kept with the pending sign-in.
        let timeZone = request.uri.queryParameters["tz"].flatMap { try? AccountRules.timeZone(String($0)) }
        return try await begin(request, context, intent: .signIn, next: next, timeZone: timeZone)
    }

    @Sendable func startLink(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try await begin(request, context, intent: .link(user.id), next: nil)
    }

    /// Remembers state, nonce and PKCE verifier, then sends the browser to the provider.
    private func begin(
        _ request: Request, _ context: some DomovContext, intent: PendingSignIn.Intent, next: String?, timeZone: String? = nil
    ) async throws -> Response {
        guard let provider = signIn.provider(context.parameters.get("provider") ?? "") else { throw DomainError.notFound }
        do {
            let configuration = try await signIn.client.configuration(for: provider)
            let state = RandomToken.make()
            let pending = PendingSignIn(
                providerID: provider.id, nonce: RandomToken.make(), pkce: .generate(), intent: intent, next: next, timeZone: timeZone)
            guard
                let url = signIn.client.authorizationURL(
                    for: provider, configuration: configuration, redirectURI: redirectURI(provider, request),
                    state: state, nonce: pending.nonce, pkce: pending.pkce
                )
            else { throw ExternalSignInError.providerError }
            try await signIn.pending.put(pending, key: state)
            var response = Response.redirect(toPath: url.absoluteString)
            response.setCookie(signIn.cookie(SignInServices.stateCookie, state))
            return response
        } catch let error as ExternalSignInError {
            return failure(error, context)
        }
    }

    @Sendable func callback(_ request: Request, context: DomovRequestContext) async throws -> Response {
        guard let provider = signIn.provider(context.parameters.get("provider") ?? "") else { throw DomainError.notFound }
        let query = request.uri.queryParameters
        do {
            // A refusal changes nothing, so it is reported even without a state: some
            // providers (oidc-provider-mock's "Deny") leave it out of error redirects.
            if let error = query["error"], !error.isEmpty {
                if let cookie = request.cookies[SignInServices.stateCookie]?.value { _ = try await signIn.pending.take(cookie) }
                throw ExternalSignInError.providerRefused(code: String(error))
            }
            let pending = try await takePending(state: query["state"].map(String.init), request: request, provider: provider)
            guard let code = query["code"], !code.isEmpty else { throw ExternalSignInError.providerError }
            let identity = try await signIn.client.identity(
                for: provider, code: String(code), redirectURI: redirectURI(provider, request), nonce: pending.nonce, pkce: pending.pkce
            )
            switch pending.intent {
            case .link(let userID):
                guard let user = context.user, user.id == userID else { throw ExternalSignInError.stateMismatch }
                try await signIn.service.link(identity, to: user)
                return cleared(.redirect(toPath: SiteURL.settings.path + "?linked=\(provider.id)"))
            case .signIn:
                return try await signInOrSignUp(identity, provider: provider, pending: pending, context: context)
            }
        } catch let error as ExternalSignInError {
            return cleared(failure(error, context))
        } catch DomainError.signUpClosed {
            let chrome = services.chrome(context, section: .account)
            return cleared(
                .html(
                    MessagePage(chrome: chrome, title: chrome.t(.signIn(.failed)), message: chrome.t(.signUpClosed), success: false)
                        .render(), status: .forbidden))
        } catch DomainError.unauthenticated {
            return cleared(failure(.invalidToken(.missingSubject), context, problem: .wrongCredentials))
        }
    }

    /// The state must be the one this browser's cookie holds, and still waiting.
    private func takePending(state: String?, request: Request, provider: SignInProvider) async throws -> PendingSignIn {
        guard let state, !state.isEmpty else { throw ExternalSignInError.stateMismatch }
        guard let cookie = request.cookies[SignInServices.stateCookie]?.value, !cookie.isEmpty else {
            throw ExternalSignInError.stateExpired
        }
        guard cookie == state else { throw ExternalSignInError.stateMismatch }
        guard let pending = try await signIn.pending.take(state) else { throw ExternalSignInError.stateExpired }
        guard pending.providerID == provider.id else { throw ExternalSignInError.stateMismatch }
        return pending
    }

    private func signInOrSignUp(
        _ identity: ExternalIdentity, provider: SignInProvider, pending: PendingSignIn, context: DomovRequestContext
    ) async throws -> Response {
        let next = pending.next
        let preferences = UserPreferences.forNewAccount(detectedTimeZone: pending.timeZone, language: context.browserLanguage)
        switch try await signIn.service.signIn(identity, preferences: preferences) {
        case .signedIn(let user), .created(let user):
            return cleared(try await startSession(for: user, goingTo: next))
        case .passwordNeededToLink(let user):
            let token = RandomToken.make()
            try await signIn.pendingLinks.put(PendingLink(identity: identity, userID: user.id, email: user.email, next: next), key: token)
            var response = Response.html(linkPage(context, provider: provider, email: user.email).render())
            response.setCookie(signIn.cookie(SignInServices.stateCookie, ""))
            response.setCookie(signIn.cookie(SignInServices.linkCookie, token))
            return response
        }
    }

    /// The account's owner proves it with the password; then the identity is linked and they are in.
    @Sendable func confirmLink(_ request: Request, context: DomovRequestContext) async throws -> Response {
        guard let token = request.cookies[SignInServices.linkCookie]?.value,
            let pending = try await signIn.pendingLinks.peek(token),
            let provider = signIn.provider(pending.identity.providerID)
        else { return .redirect(to: .logIn()) }
        do {
            let user = try await services.accounts.authenticate(
                email: pending.email, password: context.form[LinkAccountPage.Field.password], clientAddress: context.clientAddress
            )
            guard user.id == pending.userID else { throw DomainError.unauthenticated }
            // Taken once: of two submissions of the form, one links.
            guard try await signIn.pendingLinks.take(token) != nil else { return .redirect(to: .logIn()) }
            try await signIn.service.link(pending.identity.identity, to: user)
            var response = try await startSession(for: user, goingTo: pending.next)
            response.setCookie(signIn.cookie(SignInServices.linkCookie, ""))
            return response
        } catch DomainError.unauthenticated {
            var page = linkPage(context, provider: provider, email: pending.email)
            page.problem = .wrongCredentials
            return .html(page.render(), status: .unauthorized)
        } catch let error as ExternalSignInError {
            return failure(error, context)
        }
    }

    @Sendable func unlink(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<LinkedIdentity>(context.parameters.get("id") ?? "") else { throw DomainError.notFound }
        do {
            try await signIn.service.unlink(id, from: user)
            return .redirect(toPath: SiteURL.settings.path + "?unlinked=1")
        } catch let error as ExternalSignInError {
            var page = try await SettingsController(services: services).page(request, context)
            page.alert = .signIn(.error(error))
            return .html(page.render(), status: .conflict)
        }
    }

    private func startSession(for user: User, goingTo next: String?) async throws -> Response {
        let token = try await services.accounts.startSession(for: user)
        var response = Response.redirect(toPath: next ?? SiteURL.home.path)
        response.setCookie(services.cookies.session(token.value))
        return response
    }

    /// The registered redirect URI: the public URL when configured, else the Host used.
    private func redirectURI(_ provider: SignInProvider, _ request: Request) -> String {
        services.absoluteURL(.externalSignIn(.callback(provider: provider.id)), requestHost: request.head.authority)
    }

    private func linkPage(_ context: DomovRequestContext, provider: SignInProvider, email: String) -> LinkAccountPage {
        LinkAccountPage(chrome: services.chrome(context, section: .account), providerName: provider.displayName, email: email)
    }

    private func cleared(_ response: Response) -> Response {
        var response = response
        response.setCookie(signIn.cookie(SignInServices.stateCookie, ""))
        return response
    }

    /// A clear page for each failure, never a 500: the log-in page (or the settings, when
    /// linking) with the reason, and a status that says what kind of failure it was.
    private func failure(_ error: ExternalSignInError, _ context: some DomovContext, problem: UIText? = nil) -> Response {
        let status: HTTPResponse.Status =
            switch error {
            case .unknownProvider: .notFound
            case .providerRefused, .emailNotVerified: .forbidden
            case .stateMismatch, .stateExpired: .badRequest
            case .providerUnreachable, .providerError: .badGateway
            case .invalidToken: .unauthorized
            case .linkedToAnotherAccount, .lastSignInMethod: .conflict
            }
        let chrome = services.chrome(context, section: context.user == nil ? .account : .settings)
        let message = chrome.t(problem ?? .signIn(.error(error)))
        if context.user != nil {
            return .html(
                MessagePage(chrome: chrome, title: chrome.t(.signIn(.failed)), message: message, success: false).render(), status: status)
        }
        var page = LogInPage(chrome: chrome, next: nil)
        page.providers = signIn.providers
        page.problemText = message
        return .html(page.render(), status: status)
    }
}
