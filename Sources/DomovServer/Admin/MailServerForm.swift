import DomovCore
import Foundation

/// Reads the admin's mail server form. An empty server removes the settings (no email); an
/// empty password keeps the stored one, since the page never shows it.
enum MailServerForm {
    static func settings(from form: FormFields, stored: MailServerSettings?) throws(ValidationFailure) -> MailServerSettings? {
        let host = form["smtp_host"].trimmingCharacters(in: .whitespaces)
        guard !host.isEmpty else { return nil }
        var errors = FieldErrorCollector()
        if host.contains(where: { $0.isWhitespace || $0 == "/" }) || host.count > 253 { errors.add("smtp_host", .invalidValue) }
        let port = Int(form["smtp_port"].trimmingCharacters(in: .whitespaces))
        if port == nil { errors.add("smtp_port", form["smtp_port"].isEmpty ? .required : .invalidNumber) }
        if let port, !(1...65_535).contains(port) { errors.add("smtp_port", .tooLarge(maximum: 65_535)) }
        let security = MailServerSettings.Security(rawValue: form["smtp_security"])
        if security == nil { errors.add("smtp_security", .invalidValue) }
        let from = errors.check { try AccountRules.email(form["smtp_from"], field: "smtp_from") }
        try errors.throwIfAny()
        let password = form["smtp_password"].isEmpty ? stored?.password ?? "" : form["smtp_password"]
        return MailServerSettings(
            host: host, port: port!, security: security!, username: form["smtp_username"].trimmingCharacters(in: .whitespaces),
            password: password, fromAddress: from!
        )
    }
}
