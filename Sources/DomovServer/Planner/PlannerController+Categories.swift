import DomovCore
import Foundation
import Hummingbird

/// The household's own categories: made once, coloured, renamed, and deleted with a choice
/// of where their items go.
extension PlannerController {
    @Sendable func categories(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        return .html(PlannerCategoriesPage(frame: scope.frame).render())
    }

    @Sendable func createCategory(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        do {
            _ = try await services.planner.createCategory(
                name: context.form[PlannerNamedColorRow.Field.name], color: context.form[PlannerNamedColorRow.Field.color],
                in: scope.frame.householdID, by: scope.user
            )
            return .redirect(to: .planner(.categories(scope.frame.householdID)))
        } catch let failure as ValidationFailure {
            let page = PlannerCategoriesPage(frame: scope.frame, values: context.form, failure: failure, failedCategory: nil)
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func updateCategory(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let id = try Self.categoryID(context)
        do {
            _ = try await services.planner.updateCategory(
                id, name: context.form[PlannerNamedColorRow.Field.name], color: context.form[PlannerNamedColorRow.Field.color],
                in: scope.frame.householdID, by: scope.user
            )
            return .redirect(to: .planner(.categories(scope.frame.householdID)))
        } catch let failure as ValidationFailure {
            let page = PlannerCategoriesPage(frame: scope.frame, values: context.form, failure: failure, failedCategory: id)
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func confirmDeleteCategory(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let id = try Self.categoryID(context)
        guard let category = scope.frame.categories.first(where: { $0.id == id }) else { throw DomainError.notFound }
        return .html(PlannerCategoryDeletePage(frame: scope.frame, category: category).render())
    }

    @Sendable func deleteCategory(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let scope = try await scope(request, context)
        let id = try Self.categoryID(context)
        do {
            try await services.planner.deleteCategory(
                id, movingItemsTo: context.form[PlannerCategoryDeletePage.Field.moveTo], in: scope.frame.householdID, by: scope.user)
            return .redirect(to: .planner(.categories(scope.frame.householdID)))
        } catch let failure as ValidationFailure {
            guard let category = scope.frame.categories.first(where: { $0.id == id }) else { throw DomainError.notFound }
            let page = PlannerCategoryDeletePage(frame: scope.frame, category: category, failure: failure)
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    static func categoryID(_ context: some RequestContext) throws -> ID<PlannerCategory> {
        guard let id = ID<PlannerCategory>(context.parameters.get("category") ?? "") else { throw DomainError.notFound }
        return id
    }
}
