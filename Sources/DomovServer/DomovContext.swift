import DomovCore
import Hummingbird

/// What every Domov handler can read from its context, whichever route group it is in: the
/// values `DomovRequestContext` holds (language, form, CSRF token, …), read through `parent`
/// by key path, so that the signed-in and household contexts need not copy them one by one.
/// Page helpers that serve several groups take `some DomovContext`.
@dynamicMemberLookup
protocol DomovContext: RequestContext {
    /// The context the middleware filled in for this request.
    var parent: DomovRequestContext { get }
}

extension DomovContext {
    subscript<Value>(dynamicMember keyPath: KeyPath<DomovRequestContext, Value>) -> Value {
        parent[keyPath: keyPath]
    }
}

extension DomovRequestContext: DomovContext {
    var parent: DomovRequestContext { self }
}
