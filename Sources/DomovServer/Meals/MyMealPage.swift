import DomovCore
import Foundation

/// The personal data form, the ideal meal with "how this was calculated", and the recipes that fit.
struct MyMealPage {
    /// The fields of the form that works out the person's energy needs: core's, so that the form
    /// and the errors validation gives name each field alike.
    typealias Field = PersonalDataInput.Field

    let frame: MealsFrame
    let data: PersonalData?
    let meal: IdealMeal?
    let fitting: [(recipe: Recipe, nutrition: Nutrition, distance: Double)]
    var saved = false
    var values: FormFields? = nil
    var failure: ValidationFailure? = nil

    func render() -> HTML {
        let notice: HTML = saved ? "<div class=\"notice success\" role=\"status\"><p>\(frame(.saved))</p></div>" : ""
        let result: HTML = meal.map(mealSection) ?? "<p class=\"empty-state\" id=\"no-meal\">\(frame(.idealMealEmpty))</p>"
        return frame.render(
            title: frame(.myMeal), tab: .myMeal,
            """
            \(notice)
            <div class="split">
            \(personalDataForm)
            <div class="stack">\(result)</div>
            </div>
            \(meal == nil ? HTML.empty : fittingSection)
            """)
    }

    private var personalDataForm: HTML {
        let shown =
            values ?? data.map(Self.fields)
            ?? FormFields([("equation", EnergyEquation.harrisBenedict.rawValue), ("energyRule", EnergyRule.seed.rawValue)])
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: shown, failure: failure)
        return """
            <section class="card" aria-labelledby="personal-heading">
            <h2 id="personal-heading">\(frame(.personalData))</h2>
            <p class="hint">\(frame(.personalDataHint))</p>
            \(form.form(id: "personal-data-form", action: .meals(.myMeal(frame.householdID)), """
            \(form.choices(Field.sex, legend: frame(.sex), options: Sex.allCases.map { ($0.rawValue, frame(.sexName($0))) }))
            <div class="inline-fields">
            \(form.input(Field.weight, label: frame(.weight), extraAttributes: " inputmode=\"decimal\""))
            \(form.input(Field.height, label: frame(.height), extraAttributes: " inputmode=\"decimal\""))
            \(form.input(Field.age, label: frame(.age), type: "number", extraAttributes: " min=\"15\" max=\"100\" inputmode=\"numeric\""))
            </div>
            \(form.select(Field.activity, label: frame(.activity),
                options: ActivityLevel.allCases.map { ($0.rawValue, frame(.activityName($0))) }, selected: shown["activity"]))
            \(form.choices(Field.goal, legend: frame(.goal), options: MealGoal.allCases.map { ($0.rawValue, frame(.goalName($0))) }))
            \(form.select(Field.equation, label: frame(.equation),
                options: EnergyEquation.allCases.map { ($0.rawValue, frame(.equationName($0))) }, selected: shown["equation"]))
            \(form.choices(Field.energyRule, legend: frame(.energyRule),
                options: EnergyRule.allCases.map { ($0.rawValue, frame(.energyRuleName($0))) }))
            \(form.submit(frame(.savePersonalData)))
            """))
            </section>
            """
    }

    private func mealSection(_ meal: IdealMeal) -> HTML {
        let rows = meal.portions.html { portion in
            """
            <tr><th scope=\"row\">\(frame(.food(portion.food)))</th><td class=\"number\" data-food=\"\(portion.food.rawValue)\">\
            \(frame.number(portion.grams, digits: 0)) \(frame(.grams))</td></tr>
            """
                as HTML
        }
        func nutrientRow(_ label: String, _ target: Double, _ achieved: Double, digits: Int = 1) -> HTML {
            """
            <tr><th scope=\"row\">\(label)</th><td class=\"number\">\(frame.number(target, digits: digits))</td><td class=\"number\">\
            \(frame.number(achieved, digits: digits))</td></tr>
            """
        }
        return """
            <section class="card" aria-labelledby="meal-heading" id="ideal-meal">
            <h2 id="meal-heading">\(frame(.idealMeal))</h2>
            \(seedRuleWarning(meal))
            <table class="meal-table" id="meal-portions"><thead><tr><th scope="col"></th><th scope="col">\(frame(.amount))</th></tr></thead>
            <tbody>\(rows)</tbody></table>
            <table class="meal-table" id="meal-nutrients"><thead><tr><th scope="col"></th><th scope="col">\(frame(.targets))</th><th \
            scope="col">\(frame(.achieved))</th></tr></thead>
            <tbody>
            \(nutrientRow(frame(.kcal), meal.targets.kcal, meal.totals.kcal, digits: 0))
            \(nutrientRow(frame(.protein), meal.targets.protein, meal.totals.protein))
            \(nutrientRow(frame(.carbohydrate), meal.targets.carbohydrate, meal.totals.carbohydrate))
            \(nutrientRow(frame(.fat), meal.targets.fat, meal.totals.fat))
            </tbody></table>
            <p class="hint">\(frame(.nutrientSource(MealFood.source)))</p>
            \(howCalculated(meal))
            </section>
            """
    }

    /// Said in words whenever the seed's rule gives this person less energy to gain muscle than to
    /// lose weight, whichever goal they chose, with the recognised rule offered in its place.
    private func seedRuleWarning(_ meal: IdealMeal) -> HTML {
        guard let energies = meal.seedRuleGivesLessForMuscleGain else { return "" }
        return """
            <div class="notice warning" role="note" id="seed-rule-warning"><div>
            <p>\
            \(frame(.seedRuleWarning(gain: frame.number(energies.muscleGain, digits: 0),
                loss: frame.number(energies.weightLoss, digits: 0))))</p>
            <p>\(frame(.seedRuleAlternative))</p>
            </div></div>
            """
    }

    private func howCalculated(_ meal: IdealMeal) -> HTML {
        let data = meal.personalData
        let activity = "\(frame.number(data.activity.factor(for: data.sex))) (\(frame(.activityName(data.activity))))"
        let multiplier: String =
            switch (data.energyRule, data.goal) {
            case (.seed, .weightLoss): "\(frame.number(meal.basalRate)) × \(activity)"
            case (.seed, .muscleGain): "\(frame.number(meal.basalRate)) × 2"
            case (.activityBased, .weightLoss):
                "\(frame.number(meal.basalRate)) × \(activity) × \(frame.number(1 - IdealMeal.deficit, digits: 2))"
            case (.activityBased, .muscleGain):
                "\(frame.number(meal.basalRate)) × \(activity) × \(frame.number(1 + IdealMeal.surplus, digits: 2))"
            }
        let s = meal.split
        return """
            <details class="how-calculated" id="how-calculated">
            <summary>\(frame(.howCalculated))</summary>
            <ol>
            <li>\(frame(.stepBasal(data.equation, data.sex))) = <strong>\(frame.number(meal.basalRate)) kcal</strong>
            (\(frame.number(data.weightKg)) kg, \(frame.number(data.heightCm)) cm, \(data.ageYears))</li>
            <li>\(frame(.stepEnergyRule(data.goal, data.energyRule))): \(multiplier) = <strong>\(frame.number(meal.dailyEnergy)) \
            kcal</strong></li>
            <li>\(frame(.stepMeal)): \(frame.number(meal.dailyEnergy)) ÷ 5 = <strong>\(frame.number(meal.mealEnergy)) kcal</strong></li>
            <li>\(frame(.stepSplit(data.goal))):
            \(frame.number(meal.mealEnergy)) × \(frame.number(s.protein * 100, digits: 0)) % ÷ 4 = \(frame.number(meal.targets.protein)) \
            g;
            \(frame.number(meal.mealEnergy)) × \(frame.number(s.carbohydrate * 100, digits: 0)) % ÷ 4 = \
            \(frame.number(meal.targets.carbohydrate)) g;
            \(frame.number(meal.mealEnergy)) × \(frame.number(s.fat * 100, digits: 0)) % ÷ 9 = \(frame.number(meal.targets.fat)) g</li>
            <li>\(frame(.stepSolver))</li>
            </ol>
            </details>
            """
    }

    private var fittingSection: HTML {
        let items: HTML =
            fitting.isEmpty
            ? "<p class=\"muted\">\(frame(.noFittingRecipes))</p>"
            : """
            <ol class="fitting-list" id="fitting-recipes">\(fitting.html { entry in
                """
                <li><a href="\(SiteURL.meals(.recipe(frame.householdID, entry.recipe.id)))">\(entry.recipe.name)</a>
                <span class="muted">\(frame.number(entry.nutrition.kcal, digits: 0)) kcal · \
                \(frame(.closeness(Int((entry.distance * 100).rounded()))))</span></li>
                """ as HTML
            })</ol>
            """
        return """
            <section class="card" aria-labelledby="fitting-heading">
            <h2 id="fitting-heading">\(frame(.fittingRecipes))</h2>
            <p class="hint">\(frame(.fittingHint))</p>
            \(items)
            </section>
            """
    }

    static func fields(_ data: PersonalData) -> FormFields {
        let input = PersonalDataInput(data)
        return FormFields(Field.allCases.map { ($0, input[$0]) })
    }
}

extension PersonalDataInput.Field: FormField {}
