/// The five parts of Domov, each grown from one of the seed apps.
/// The navigation shows all of them; one that has not landed yet says so plainly.
public enum DomovModule: String, Sendable, CaseIterable {
    case planner
    case chores
    case nameDays = "name-days"
    case meals
    case phrasebook

    /// Flipped to true in the commit that lands the module.
    public var isAvailable: Bool {
        switch self {
        case .planner, .chores, .nameDays, .meals, .phrasebook: true
        }
    }
}
