import DomovCore
import Foundation
import Hummingbird

/// Personal data, the ideal meal computed from it, and the household's recipes that fit it.
extension MealsController {
    @Sendable func myMeal(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let data = try await services.meals.personalData(of: frame.user)
        let page = try await myMealPage(frame, data: data, saved: request.uri.queryParameters["saved"] != nil)
        return .html(page.render())
    }

    @Sendable func savePersonalData(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let form = context.form
        let input = PersonalDataInput(Dictionary(uniqueKeysWithValues: MyMealPage.Field.allCases.map { ($0, form[$0]) }))
        do {
            try await services.meals.savePersonalData(input, for: frame.user)
            return .redirect(toPath: SiteURL.meals(.myMeal(frame.householdID)).path + "?saved=1")
        } catch let failure as ValidationFailure {
            var page = try await myMealPage(frame, data: try await services.meals.personalData(of: frame.user), saved: false)
            page.values = form
            page.failure = failure
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    private func myMealPage(_ frame: MealsFrame, data: PersonalData?, saved: Bool) async throws -> MyMealPage {
        let meal = data.map(IdealMeal.init(for:))
        var fitting: [(recipe: Recipe, nutrition: Nutrition, distance: Double)] = []
        if let meal { fitting = try await services.meals.recipesFitting(meal, in: frame.householdID, for: frame.user) }
        return MyMealPage(frame: frame, data: data, meal: meal, fitting: fitting, saved: saved)
    }
}
