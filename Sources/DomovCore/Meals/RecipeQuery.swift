import Foundation

/// Which recipes a list shows, in which order, and which page of them.
public struct RecipeQuery: Sendable, Equatable {
    public var householdID: ID<Household>
    public var viewerID: ID<User>
    /// Words in the name, ignoring case and accents.
    public var name: String = ""
    /// Words in an ingredient's name.
    public var ingredient: String = ""
    /// At most this many minutes to prepare.
    public var maximumMinutes: Int?
    public var sort: RecipeSort = .newest
    /// 1-based.
    public var page: Int = 1
    public var pageSize: Int = RecipeQuery.defaultPageSize

    /// Ten a page, as the seed's list has it.
    public static let defaultPageSize = 10

    public init(householdID: ID<Household>, viewerID: ID<User>) {
        self.householdID = householdID
        self.viewerID = viewerID
    }

    public var offset: Int { max(0, page - 1) * pageSize }
}

public enum RecipeSort: String, Sendable, CaseIterable, Codable {
    case likes
    case newest
    case time
}

/// A recipe as a list shows it: with its likes.
public struct RecipeListing: Sendable, Equatable {
    public var recipe: Recipe
    public var likes: RecipeLikes

    public init(recipe: Recipe, likes: RecipeLikes) {
        self.recipe = recipe
        self.likes = likes
    }
}

/// How many like a recipe, and whether the viewer is one of them.
public struct RecipeLikes: Sendable, Equatable, Codable {
    public var count: Int
    public var likedByViewer: Bool

    public init(count: Int, likedByViewer: Bool) {
        self.count = count
        self.likedByViewer = likedByViewer
    }
}

/// One page of a list and how many there are in all.
public struct RecipePage: Sendable, Equatable {
    public var listings: [RecipeListing]
    public var total: Int

    public init(listings: [RecipeListing], total: Int) {
        self.listings = listings
        self.total = total
    }
}
