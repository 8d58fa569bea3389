import DomovCore
import Hummingbird

/// The context of a route under a household, `…/:household/…`: a signed-in person and the
/// household the path names. A malformed identifier cannot name anything the person may see,
/// so it is the same 404 as a stranger's household. Whether the person belongs to the household
/// is still the services' question, asked with every read and write.
struct HouseholdRequestContext: ChildRequestContext, SignedInContext {
    var coreContext: CoreRequestContextStorage
    let parent: DomovRequestContext
    let user: User
    let householdID: ID<Household>

    init(context: DomovRequestContext) throws {
        let signedIn = try SignedInRequestContext(context: context)
        // The router has set the path's parameters before it makes a route's context.
        guard let householdID = ID<Household>(context.parameters.get("household") ?? "") else { throw DomainError.notFound }
        self.coreContext = context.coreContext
        self.parent = context
        self.user = signedIn.user
        self.householdID = householdID
    }

    /// Not read through `parent` by itself: `RequestContext` has a default of its own.
    var maxUploadSize: Int { parent.maxUploadSize }
}
