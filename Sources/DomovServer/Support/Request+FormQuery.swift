import Hummingbird

extension Request {
    /// The query string read as the GET form that sent it. Forms encode a space as "+"
    /// (application/x-www-form-urlencoded), which Hummingbird's `queryParameters` leave as they
    /// are, so a search for "oběd s rodinou" would look for "oběd+s+rodinou".
    var formQuery: FormFields { FormFields(urlEncoded: uri.query ?? "") }
}
