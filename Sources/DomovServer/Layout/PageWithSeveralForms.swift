import DomovCore

/// A page with several forms that the controller renders again when one of them fails: only
/// that form shows the problems and keeps what was typed (`FormBuilder.submittedForm`).
protocol PageWithSeveralForms {
    var chrome: PageChrome { get }
    var values: FormFields { get }
    var failure: ValidationFailure? { get }
    /// The form that was sent and failed: only it shows the error summary.
    var failedForm: String? { get }
}

extension PageWithSeveralForms {
    var t: Localizer { chrome.t }

    /// The page's form builder; a section scopes it to its own form (`FormBuilder.scoped(to:)`).
    var form: FormBuilder {
        FormBuilder(t: t, csrfToken: chrome.csrfToken, values: values, failure: failure, submittedForm: failedForm)
    }
}
