import DomovCore
import Foundation

/// A category items can be in: one of the built-in seven or one the household made.
struct PlannerCategoryResource: Encodable, Sendable {
    /// A built-in category's name ("work") or a custom category's id: what items' `category` holds.
    let id: String
    let name: String
    let color: String
    let builtin: Bool

    init(_ category: PlannerCategory) {
        id = category.id.description
        name = category.name
        color = category.color
        builtin = false
    }

    init(_ builtin: BuiltinCategory, name: String) {
        id = builtin.rawValue
        self.name = name
        color = builtin.color
        self.builtin = true
    }
}

/// The body of POST and PUT /planner/categories.
struct PlannerCategoryRequest: Decodable, Sendable {
    let name: String?
    let color: String?
}
