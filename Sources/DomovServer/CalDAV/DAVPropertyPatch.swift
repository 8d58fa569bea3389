import DomovCore

/// How a PROPPATCH's changes come to their statuses (RFC 4918 §9.2): every property is tried,
/// and the request is all or nothing, so when one fails, those that would have worked answer
/// 424 Failed Dependency and nothing is saved.
enum DAVPropertyPatch {
    /// What applying one property came to.
    enum Outcome {
        case applied
        /// A property Domov keeps, with a value it cannot take.
        case conflict
        /// A property no one may set here.
        case forbidden
    }

    /// Applies each change through `apply` (name, text, whether it is a remove) and answers each
    /// property's status, and whether every change was applied and may be saved.
    static func statuses(
        of changes: [(element: DAVElement, remove: Bool)], apply: (DAVPropertyName, String, Bool) -> Outcome
    ) -> (statuses: [(DAVPropertyName, String)], allApplied: Bool) {
        let outcomes = changes.map { change in
            let name = DAVPropertyName(change.element)
            return (name, apply(name, change.element.text, change.remove))
        }
        let allApplied = outcomes.allSatisfy { $0.1 == .applied }
        let statuses = outcomes.map { name, outcome in
            switch outcome {
            case .applied: (name, allApplied ? "200 OK" : "424 Failed Dependency")
            case .conflict: (name, "409 Conflict")
            case .forbidden: (name, "403 Forbidden")
            }
        }
        return (statuses, allApplied)
    }
}
