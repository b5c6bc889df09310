import css from '../styles/app.css?inline'

export const appCss: string = css
