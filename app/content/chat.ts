/** Words of the floating chat widget: the launcher button, the panel and its error toasts (the answers come from the server). */
export const chatWidgetCopy = {
  openLabel: "Open chat",
  closeLabel: "Close chat",
  title: "Callboard Assistant",
  subtitle: "Ask me anything!",
  greeting:
    "Hi! I'm here to help you learn about the choreographer's On-Camera Dance Intensive programs. What would you like to know?",
  conversationLabel: "Conversation",
  inputLabel: "Your message",
  placeholder: "Ask about programs, cities, pricing...",
  sendLabel: "Send message",
  typing: "Typing...",
  you: "You",
  assistant: "Assistant",
  linksLabel: "Related pages",
  toasts: {
    rateLimited: { title: "Please wait", description: "Our AI assistant is busy. Please try again in a moment." },
    paymentRequired: {
      title: "Service unavailable",
      description: "The chat assistant is temporarily unavailable. Please contact support.",
    },
    failed: { title: "Error", description: "Failed to send message. Please try again." },
    unexpected: { title: "Error", description: "Something went wrong. Please try again." },
  },
} as const;
