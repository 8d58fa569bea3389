import DomovCore
import Foundation
import Hummingbird

/// /api/v1: the session, the signed-in user and their app passwords.
struct AccountAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        router.post("session", use: logIn)
        router.delete("session", use: logOut)
        signedIn.get("me", use: me)
        signedIn.get("app-passwords", use: listAppPasswords)
        signedIn.post("app-passwords", use: createAppPassword)
        signedIn.delete("app-passwords/:id", use: revokeAppPassword)
    }

    @Sendable func logIn(_ request: Request, context: DomovRequestContext) async throws -> Response {
        var request = request
        let body = try await request.decodeJSON(as: SessionRequest.self, context: context)
        var collector = FieldErrorCollector()
        if (body.email ?? "").isEmpty { collector.add("email", .required) }
        if (body.password ?? "").isEmpty { collector.add("password", .required) }
        try collector.throwIfAny()
        let user = try await services.accounts.authenticate(
            email: body.email!, password: body.password!, clientAddress: context.clientAddress
        )
        let token = try await services.accounts.startSession(for: user)
        var response = try Response.json(UserResource(user))
        response.setCookie(services.cookies.session(token.value))
        return response
    }

    @Sendable func logOut(_ request: Request, context: DomovRequestContext) async throws -> Response {
        if case .session(let token) = context.credential { try await services.accounts.endSession(token) }
        var response = Response(status: .noContent)
        response.setCookie(services.cookies.clearedSession())
        return response
    }

    @Sendable func me(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try .json(UserResource(context.user))
    }

    @Sendable func listAppPasswords(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        return try .json(try await services.accounts.appPasswords(of: user).map { AppPasswordResource($0) })
    }

    @Sendable func createAppPassword(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: NameRequest.self, context: context)
        let (record, token) = try await services.accounts.createAppPassword(user: user, name: body.name ?? "")
        return try .json(AppPasswordResource(record, token: token.value), status: .created)
    }

    @Sendable func revokeAppPassword(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        guard let id = ID<AppPassword>(context.parameters.get("id") ?? "") else { throw DomainError.notFound }
        try await services.accounts.revokeAppPassword(user: user, id: id)
        return Response(status: .noContent)
    }
}
