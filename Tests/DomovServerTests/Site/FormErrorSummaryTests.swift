import DomovCore
import Testing

@testable import DomovServer

/// The summary above a form that did not pass names each field as the form does, so a list of
/// problems says where each one is without reading the whole form again.
@Suite("Form error summary")
struct FormErrorSummaryTests {
    @Test func aGroupOfChoicesIsNamedByItsLegend() {
        let failure = ValidationFailure([FieldError("weight", .invalidNumber), FieldError("goal", .required)])
        let form = FormBuilder(t: Localizer(language: .english), csrfToken: "token", failure: failure)
        let content =
            form.input("weight", label: "Weight (kg)")
            + form.choices("goal", legend: "Goal", options: [("weight-loss", "Weight loss"), ("muscle-gain", "Muscle gain")])
        let summary = form.errorSummary(formID: "personal-data-form", content: content).rendered
        #expect(summary.contains("<a href=\"#weight\">Weight (kg): "))
        #expect(summary.contains("<a href=\"#goal-0\">Goal: "))
    }
}
