/// The five parts of Domov, each grown from one of the seed apps. Each registers its own pages
/// under `/<rawValue>`; the navigation and the start page show all of them.
public enum DomovModule: String, Sendable, CaseIterable {
    case planner
    case chores
    case nameDays = "name-days"
    case meals
    case phrasebook
}
