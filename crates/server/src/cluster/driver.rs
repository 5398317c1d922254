//! The socket.io adapter's link between nodes: `socketioxide-redis` over Redis in a cluster, and nothing at all
//! for a node alone, which then sends only to its own sockets exactly as the local adapter does. One adapter type
//! serves both, so the socket code does not change with the deployment.

use socketioxide_redis::{
    CustomRedisAdapter,
    drivers::{
        ChanItem, Driver, MessageStream,
        redis::{RedisDriver, RedisError, redis_client},
    },
};

/// The adapter every socket of the server goes through.
pub type Adapter = CustomRedisAdapter<socketioxide::adapter::Emitter, NodeDriver>;

#[derive(Clone)]
pub enum NodeDriver {
    Redis(RedisDriver),
    /// No other node: nothing is published and no other server answers.
    Alone,
}

impl NodeDriver {
    /// Connects to Redis with RESP3 (which the driver's pub/sub needs).
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        let url = if url.contains("protocol=") {
            url.to_string()
        } else if url.contains('?') {
            format!("{url}&protocol=resp3")
        } else {
            format!("{url}?protocol=resp3")
        };
        let client = redis_client::Client::open(url)?;
        Ok(NodeDriver::Redis(RedisDriver::new(&client).await?))
    }
}

impl Driver for NodeDriver {
    type Error = RedisError;

    async fn publish(&self, chan: String, val: Vec<u8>) -> Result<(), Self::Error> {
        match self {
            NodeDriver::Redis(driver) => driver.publish(chan, val).await,
            NodeDriver::Alone => Ok(()),
        }
    }

    async fn subscribe(&self, chan: String, size: usize) -> Result<MessageStream<ChanItem>, Self::Error> {
        match self {
            NodeDriver::Redis(driver) => driver.subscribe(chan, size).await,
            NodeDriver::Alone => Ok(MessageStream::new_empty()),
        }
    }

    async fn unsubscribe(&self, chan: String) -> Result<(), Self::Error> {
        match self {
            NodeDriver::Redis(driver) => driver.unsubscribe(chan).await,
            NodeDriver::Alone => Ok(()),
        }
    }

    async fn num_serv(&self, chan: &str) -> Result<u16, Self::Error> {
        match self {
            NodeDriver::Redis(driver) => driver.num_serv(chan).await,
            // This server only: the adapter waits for no other server's answer.
            NodeDriver::Alone => Ok(1),
        }
    }
}
