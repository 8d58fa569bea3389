import DomovCore
import Foundation

/// Reads the admin's mail server form. An empty server removes the settings (no email); an
/// empty password keeps the stored one, since the page never shows it.
enum MailServerForm {
    /// The mail server form's fields, which its field errors use too.
    enum Field: String, FormField {
        case smtpHost = "smtp_host"
        case smtpPort = "smtp_port"
        case smtpSecurity = "smtp_security"
        case smtpUsername = "smtp_username"
        case smtpPassword = "smtp_password"
        case smtpFrom = "smtp_from"
    }

    static func settings(from form: FormFields, stored: MailServerSettings?) throws(ValidationFailure) -> MailServerSettings? {
        let host = form[Field.smtpHost].trimmingCharacters(in: .whitespaces)
        guard !host.isEmpty else { return nil }
        var errors = FieldErrorCollector()
        if host.contains(where: { $0.isWhitespace || $0 == "/" }) || host.count > 253 { errors.add(Field.smtpHost, .invalidValue) }
        let port = Int(form[Field.smtpPort].trimmingCharacters(in: .whitespaces))
        if port == nil { errors.add(Field.smtpPort, form[Field.smtpPort].isEmpty ? .required : .invalidNumber) }
        if let port, !(1...65_535).contains(port) { errors.add(Field.smtpPort, .tooLarge(maximum: 65_535)) }
        let security = MailServerSettings.Security(rawValue: form[Field.smtpSecurity])
        if security == nil { errors.add(Field.smtpSecurity, .invalidValue) }
        let from = errors.check { try AccountRules.email(form[Field.smtpFrom], field: Field.smtpFrom.rawValue) }
        try errors.throwIfAny()
        let password = form[Field.smtpPassword].isEmpty ? stored?.password ?? "" : form[Field.smtpPassword]
        return MailServerSettings(
            host: host, port: port!, security: security!, username: form[Field.smtpUsername].trimmingCharacters(in: .whitespaces),
            password: password, fromAddress: from!
        )
    }
}
