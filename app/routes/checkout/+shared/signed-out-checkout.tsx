import { Link } from 'react-router'

/** Log in or create an account, both coming back to this plan; a sold-out plan says so instead. */
export function SignedOutCheckout({ productName, returnTo, soldOut }: { productName: string; returnTo: string; soldOut: boolean }) {
  const carried = `?redirectTo=${encodeURIComponent(returnTo)}`
  return (
    <section className="mx-auto max-w-md px-5 py-12">
      <div className="card text-center">
        {soldOut ? (
          <>
            <h1 className="font-display text-3xl font-black">{productName} is sold out</h1>
            <p className="mt-3 text-ink-soft">It cannot be bought right now. The plans you can buy are on the pricing page.</p>
            <Link to="/pricing" className="btn-primary mt-6">
              View Pricing
            </Link>
          </>
        ) : (
          <>
            <h1 className="font-display text-3xl font-black">Please Log In</h1>
            <p className="mt-3 text-ink-soft">You need to be logged in to complete your purchase.</p>
            <Link to={`/login${carried}`} className="btn-primary mt-6">
              Go to Login
            </Link>
            <p className="mt-4 text-sm">
              New here?{' '}
              <Link to={`/signup${carried}`} className="link">
                Create an account
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  )
}
