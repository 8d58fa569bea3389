import DomovCore
import Foundation

extension PlannerCalendarWriter {
    /// A writer that names categories as the reader sees them: built-in ones in their
    /// language, the household's own by their names.
    init(
        localizer t: Localizer, categories: [PlannerCategory], now: Date,
        organizer: @escaping (PlannerItem) -> MeetingOrganizer? = { _ in nil }
    ) {
        self.init(
            categoryName: { ref in
                switch ref {
                case .builtin(let builtin): t(.planner(.builtinName(builtin)))
                case .custom(let id): categories.first { $0.id == id }?.name ?? t(.planner(.builtinName(.other)))
                }
            }, now: now, organizer: organizer)
    }
}

extension BuiltinCategory {
    /// The built-in category a calendar app's CATEGORIES value names, in any language Domov
    /// writes (an item written in Czech and edited on an English phone stays in its category).
    static func named(_ name: String) -> BuiltinCategory? {
        let key = TextRules.searchKey(name)
        return allCases.first { builtin in
            key == builtin.rawValue
                || Language.allCases.contains { TextRules.searchKey(Localizer(language: $0)(.planner(.builtinName(builtin)))) == key }
        }
    }
}
