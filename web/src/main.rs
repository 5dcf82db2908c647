fn main() {
    web::crash::show_on_panic();
    yew::Renderer::<web::App>::new().render();
}
