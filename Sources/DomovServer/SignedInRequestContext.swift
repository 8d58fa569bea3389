import DomovCore
import Hummingbird

/// The context of a route only a signed-in person may use: its group answers anyone else with
/// `unauthenticated` (a redirect to the login page, or a 401 from the API) before the handler
/// runs, so the handler has the user from its type.
struct SignedInRequestContext: ChildRequestContext, SignedInContext {
    var coreContext: CoreRequestContextStorage
    let parent: DomovRequestContext
    let user: User

    init(context: DomovRequestContext) throws {
        guard let user = context.user else { throw DomainError.unauthenticated }
        self.coreContext = context.coreContext
        self.parent = context
        self.user = user
    }

    /// A protocol requirement with a default of its own, so it is not read through `parent`
    /// unless said so here.
    var maxUploadSize: Int { parent.maxUploadSize }
}

/// What the signed-in and household contexts share, for helpers that serve routes of both.
protocol SignedInContext: DomovContext {
    var user: User { get }
}
