import DomovCore
import Foundation
import Hummingbird

/// Sign up, log in and log out in the browser.
struct AuthController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        router.get(SiteURL.Route.signUp, use: signUpPage)
        router.post(SiteURL.Route.signUp, use: signUp)
        router.get(SiteURL.Route.logIn, use: logInPage)
        router.post(SiteURL.Route.logIn, use: logIn)
        router.post(SiteURL.Route.logOut, use: logOut)
    }

    @Sendable func signUpPage(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let next = SiteURL.safeNext(request.uri.queryParameters["next"].map(String.init))
        if context.user != nil { return .redirect(toPath: next ?? SiteURL.home.path) }
        return .html(try await signUpPage(context: context, next: next).render())
    }

    @Sendable func signUp(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let form = context.form
        let next = SiteURL.safeNext(request.uri.queryParameters["next"].map(String.init))
        let signUpForm = SignUpForm(
            email: form[SignUpPage.Field.email], password: form[SignUpPage.Field.password], displayName: form[SignUpPage.Field.displayName],
            nickname: form[SignUpPage.Field.nickname]
        )
        do {
            let user = try await services.accounts.signUp(
                signUpForm,
                preferences: .forNewAccount(detectedTimeZone: form[SignUpPage.Field.timeZone], language: context.browserLanguage),
                viaInvite: try await leadsToValidInvite(next)
            )
            return try await startSession(for: user, goingTo: next)
        } catch let failure as ValidationFailure {
            var page = try await signUpPage(context: context, next: next)
            page.values = form
            page.failure = failure
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func logInPage(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let next = SiteURL.safeNext(request.uri.queryParameters["next"].map(String.init))
        if context.user != nil { return .redirect(toPath: next ?? SiteURL.home.path) }
        let notice: UIText? = request.uri.queryParameters["notice"] == "deleted" ? .accountDeleted : nil
        let chrome = services.chrome(context, section: .account)
        var page = LogInPage(chrome: chrome, next: next, notice: notice)
        page.providers = services.signIn.providers
        return .html(page.render())
    }

    @Sendable func logIn(_ request: Request, context: DomovRequestContext) async throws -> Response {
        let next = SiteURL.safeNext(request.uri.queryParameters["next"].map(String.init))
        let email = context.form[LogInPage.Field.email]
        do {
            let user = try await services.accounts.authenticate(
                email: email, password: context.form[LogInPage.Field.password], clientAddress: context.clientAddress
            )
            return try await startSession(for: user, goingTo: next)
        } catch let error as DomainError {
            let chrome = services.chrome(context, section: .account)
            switch error {
            case .unauthenticated:
                return .html(
                    LogInPage(chrome: chrome, email: email, next: next, problem: .wrongCredentials).render(), status: .unauthorized)
            case .rateLimited(let seconds):
                var response = Response.html(
                    LogInPage(chrome: chrome, email: email, next: next, problem: .errorRateLimited).render(), status: .tooManyRequests
                )
                response.headers[.retryAfter] = String(seconds)
                return response
            default:
                throw error
            }
        }
    }

    @Sendable func logOut(_ request: Request, context: DomovRequestContext) async throws -> Response {
        if case .session(let token) = context.credential {
            try await services.accounts.endSession(token)
        }
        var response = Response.redirect(to: .logIn())
        response.setCookie(services.cookies.clearedSession())
        return response
    }

    private func startSession(for user: User, goingTo next: String?) async throws -> Response {
        let token = try await services.accounts.startSession(for: user)
        var response = Response.redirect(toPath: next ?? SiteURL.home.path)
        response.setCookie(services.cookies.session(token.value))
        return response
    }

    private func signUpPage(context: DomovRequestContext, next: String?) async throws -> SignUpPage {
        let opening = try await services.accounts.signUpOpening()
        let invited = try await leadsToValidInvite(next)
        return SignUpPage(
            chrome: services.chrome(context, section: .account), next: next,
            isFirstAccount: opening == .firstAccount, isClosed: opening == .invitedOnly && !invited
        )
    }

    /// While sign-up is closed, a person holding a valid invitation may still make an account.
    private func leadsToValidInvite(_ next: String?) async throws -> Bool {
        guard let next, next.hasPrefix("/invite/") else { return false }
        let token = SecretToken(value: String(next.dropFirst("/invite/".count)))
        return (try? await services.households.pendingInvite(token: token)) != nil
    }
}
