/// `/upload` as documented: one JPEG, PNG or WebP image in the multipart field `file` (the handler reads the file
/// part itself, under the larger upload body cap).
#[derive(Debug, schemars::JsonSchema)]
pub struct UploadForm {
    #[schemars(extend("contentMediaType" = "application/octet-stream"))]
    pub file: String,
}
