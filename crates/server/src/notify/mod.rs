//! Outgoing e-mail and SMS. With SMTP or an SMS gateway configured, messages go there; otherwise each message
//! is written as one file under `<data-dir>/outbox/` (recipient, subject, text), which is also what tests read.

pub mod inbox;

use std::{
    path::PathBuf,
    sync::atomic::{AtomicU64, Ordering},
};

use lettre::{
    AsyncSmtpTransport, AsyncTransport, Tokio1Executor, message::Mailbox,
    transport::smtp::authentication::Credentials,
};

use crate::{
    clock::Clock,
    config::{Config, SmsConfig},
};

pub struct Notifier {
    outbox: PathBuf,
    smtp: Option<(AsyncSmtpTransport<Tokio1Executor>, Mailbox)>,
    sms: Option<(SmsConfig, reqwest::Client)>,
    seq: AtomicU64,
    clock: Clock,
}

impl Notifier {
    pub fn from_config(config: &Config, clock: Clock) -> anyhow::Result<Self> {
        let smtp = match &config.smtp {
            Some(s) => {
                let builder = match s.security.as_str() {
                    "tls" => AsyncSmtpTransport::<Tokio1Executor>::relay(&s.host)?,
                    "none" => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&s.host),
                    _ => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&s.host)?,
                };
                let builder = builder.port(s.port);
                let builder = if s.username.is_empty() {
                    builder
                } else {
                    builder.credentials(Credentials::new(s.username.clone(), s.password.clone()))
                };
                Some((builder.build(), s.from.parse::<Mailbox>()?))
            }
            None => None,
        };
        let sms = config.sms.clone().map(|c| (c, reqwest::Client::new()));
        Ok(Self {
            outbox: config.outbox_dir(),
            smtp,
            sms,
            seq: AtomicU64::new(0),
            clock,
        })
    }

    pub async fn email(&self, to: &str, subject: &str, text: &str) -> anyhow::Result<()> {
        match &self.smtp {
            Some((transport, from)) => {
                let message = lettre::Message::builder()
                    .from(from.clone())
                    .to(to.parse::<Mailbox>()?)
                    .subject(subject)
                    .body(text.to_string())?;
                transport.send(message).await?;
                Ok(())
            }
            None => self.to_outbox("email", to, subject, text).await,
        }
    }

    pub async fn sms(&self, to: &str, text: &str) -> anyhow::Result<()> {
        match &self.sms {
            Some((config, client)) => {
                let mut request = client
                    .post(&config.webhook_url)
                    .json(&serde_json::json!({"to": to, "text": text}));
                if !config.bearer_token.is_empty() {
                    request = request.bearer_auth(&config.bearer_token);
                }
                request.send().await?.error_for_status()?;
                Ok(())
            }
            None => self.to_outbox("sms", to, "SMS", text).await,
        }
    }

    async fn to_outbox(&self, kind: &str, to: &str, subject: &str, text: &str) -> anyhow::Result<()> {
        tokio::fs::create_dir_all(&self.outbox).await?;
        let seq = self.seq.fetch_add(1, Ordering::Relaxed);
        let name = format!("{}-{seq:04}-{kind}.txt", self.clock.now_ms());
        let partial = self.outbox.join(format!(".{name}.part"));
        tokio::fs::write(&partial, format!("To: {to}\nSubject: {subject}\n\n{text}\n")).await?;
        tokio::fs::rename(&partial, self.outbox.join(name)).await?;
        Ok(())
    }
}
