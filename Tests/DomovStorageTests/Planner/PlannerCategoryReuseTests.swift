import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Items saved at the same moment with the same new category name (two people, or one
/// double-click) share the category that is stored first instead of failing with a conflict.
@Suite("New categories made at once")
struct PlannerCategoryReuseTests {
    typealias F = PlannerStorageFixtures

    @Test(arguments: TestDatabase.allConfigured())
    func aSecondNewCategoryOfTheSameNameReusesTheFirst(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let first = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Zahrada", color: "#00aa00")
            let second = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "ZAHRADA", color: "#888888")
            let roses = f.item("Růže", when: .unscheduled, category: .custom(first.id))
            let hedge = f.item("Živý plot", when: .unscheduled, category: .custom(second.id))
            try await f.planner.write(PlannerBatch(newCategory: first, inserts: [roses]))
            try await f.planner.write(PlannerBatch(newCategory: second, inserts: [hedge]))
            #expect(try await f.planner.categories(householdID: f.home.id) == [first])
            #expect(try await f.planner.item(id: hedge.id, householdID: f.home.id)?.category == .custom(first.id))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func concurrentItemsWithTheSameNewCategoryAllCommit(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let batches = (0..<8).map { index in
                let category = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Chata", color: "#123456")
                return PlannerBatch(
                    newCategory: category, inserts: [f.item("Úkol \(index)", when: .unscheduled, category: .custom(category.id))])
            }
            let planner = f.planner
            try await withThrowingTaskGroup(of: Void.self) { group in
                for batch in batches { group.addTask { try await planner.write(batch) } }
                try await group.waitForAll()
            }
            let categories = try await f.planner.categories(householdID: f.home.id)
            #expect(categories.count == 1)
            for batch in batches {
                let item = try #require(batch.inserts.first)
                #expect(try await f.planner.item(id: item.id, householdID: f.home.id)?.category == .custom(categories[0].id))
            }
        }
    }
}
